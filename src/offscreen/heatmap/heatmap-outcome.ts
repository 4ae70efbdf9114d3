/**
 * A heatmap's answer as the image check keeps it: the service's verdict, and its heatmap in
 * whatever form it came (read-heatmap.ts) turned into the stored grid, pictures decoded
 * (heatmap-grid-source.ts). Here, in the hidden page, because a heatmap is asked for rarely and
 * its readers would otherwise be evaluated at every wake of the worker.
 */
import type { HeatmapOutcome } from '../../shared/heatmap/heatmap-state.ts';
import { readHeatmapAnswer } from './heatmap-answer.ts';
import { storedHeatmapGrid } from './heatmap-grid-source.ts';

/** What the answer holds, pictures decoded; an unreadable heatmap is a note, not a failure. */
export async function heatmapOutcome(payload: unknown): Promise<HeatmapOutcome> {
  const answer = readHeatmapAnswer(payload);
  if (answer.kind === 'failed') return { error: answer.error };
  const { summary, credits } = answer;
  const extra = { ...(summary ? { summary } : {}), ...(credits === undefined ? {} : { credits }) };
  const grid = await storedHeatmapGrid(answer.found);
  if (!grid.ok) return { ...extra, note: grid.error.message };
  if (!grid.value) return { ...extra, note: 'The service answered without a heatmap.' };
  return { ...extra, grid: grid.value };
}
