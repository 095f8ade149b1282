/**
 * Where an element (an ID, a time, a code name) goes in a translated sentence: a character no
 * translation writes, so the sentence is split around it and the element drawn between the parts,
 * wherever each language puts it.
 */
export const SLOT = '\u0000';
