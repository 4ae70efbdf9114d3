import { appError, err, ok } from '../../core/errors.ts';
import { batchView } from '../batches/batch-view.ts';
import { cancelBatch, createBatch, createLinkBatch, startBatch } from '../batches/batch-runner.ts';
import { listDocumentLinks } from '../batches/list-document-links.ts';
import { getBatch, recentBatches } from '../stores/batch-store.ts';
import { registry } from './router.ts';

const gone = () => err(appError('not-found', 'This class set is no longer here.'));

registry.register('batches/create', async ({ files, kinds }) =>
  ok(await batchView(await createBatch(files, kinds))),
);

registry.register('batches/list-links', ({ tabId }) => listDocumentLinks(tabId));

registry.register('batches/create-links', async ({ pageUrl, links, kinds }) =>
  ok(await batchView(await createLinkBatch(pageUrl, links, kinds))),
);

registry.register('batches/get', async ({ id }) => {
  const batch = await getBatch(id);
  return batch ? ok(await batchView(batch)) : gone();
});

registry.register('batches/latest', async () => {
  const [batch] = await recentBatches(1);
  return ok(batch ? await batchView(batch) : null);
});

registry.register('batches/start', async ({ id, confirmedCredits, plagiarism }) => {
  const started = await startBatch(id, confirmedCredits, plagiarism);
  return started.ok ? ok(await batchView(started.value)) : started;
});

registry.register('batches/cancel', async ({ id }) => {
  const cancelled = await cancelBatch(id);
  return cancelled.ok ? ok(await batchView(cancelled.value)) : cancelled;
});
