// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// The devnet's collectible: a minimal ERC-721 whose deployer mints.
contract DevnetCollectible {
    string public constant name = "Devnet Collectible";
    string public constant symbol = "DVC";
    address public immutable minter;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotMinter(address caller);
    error NotAllowed(address caller, uint256 tokenId);
    error NoSuchToken(uint256 tokenId);

    constructor() {
        minter = msg.sender;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x80ac58cd || id == 0x5b5e139f || id == 0x01ffc9a7;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        if (ownerOf[tokenId] == address(0)) revert NoSuchToken(tokenId);
        return "data:application/json,{\"name\":\"Devnet Collectible\"}";
    }

    function mint(address to) external returns (uint256 tokenId) {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        tokenId = ++totalSupply;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf[tokenId];
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert NotAllowed(msg.sender, tokenId);
        getApproved[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        if (ownerOf[tokenId] == address(0)) revert NoSuchToken(tokenId);
        bool allowed = msg.sender == from || getApproved[tokenId] == msg.sender || isApprovedForAll[from][msg.sender];
        if (ownerOf[tokenId] != from || !allowed) revert NotAllowed(msg.sender, tokenId);
        delete getApproved[tokenId];
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        transferFrom(from, to, tokenId);
    }
}
