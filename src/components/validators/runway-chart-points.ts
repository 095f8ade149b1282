import { NATIVE_DECIMALS } from '../../lib/amount';
import { toPlotNumber } from '../../lib/fee-history';
import type { BalancePoint } from '../../lib/runway-projection';
import type { ChartPoint } from '../charts/LineChartFigure';

/**
 * A projected balance as chart points in the token, as the page states balances (1 token = 10^9
 * base units): x is the time in ms, y the balance in tokens, a float for drawing only.
 */
export function runwayChartPoints(points: readonly BalancePoint[], decimals: number = NATIVE_DECIMALS): ChartPoint[] {
  const perToken = 10 ** decimals;
  return points.map((point) => ({ x: point.t, y: toPlotNumber(point.balance) / perToken }));
}
