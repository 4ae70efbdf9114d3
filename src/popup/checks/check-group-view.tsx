import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { HOST_ACCESS_CODE, readImageResult } from '../../shared/checks/image-results.ts';
import { readTextResult } from '../../shared/checks/text-results.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { AiResultView } from './ai-result-view.tsx';
import { CheckStatusView } from './check-status-view.tsx';
import { CostConfirmAction } from './cost-confirm-action.tsx';
import { HostAccessAction } from './host-access-action.tsx';
import { FrameAccessAction } from '../frame-access-action.tsx';
import { ImageResultView } from './image-result-view.tsx';
import { ModerationResultView } from './moderation-result-view.tsx';
import { MarksChangedNote } from './marks-changed-note.tsx';
import { PaintNote } from './paint-note.tsx';
import { askableKinds, imageCardOf } from '../../shared/checks/image-card.ts';
import { imageName } from '../../shared/image/image-name.ts';
import { summarizeCheck } from '../../shared/checks/check-summary.ts';
import { AskImageAnswer } from '../web/ask-image-answer.tsx';
import { WebMatchesView } from '../web/web-matches-view.tsx';
import { FindObjectsForm } from '../objects/find-objects-form.tsx';
import { ObjectsResultView } from '../objects/objects-result-view.tsx';

interface Props {
  group: CheckGroup;
  onRerun: (group: CheckGroup) => void;
  /** Whether checks asked for now run in sandbox mode (what the cost on buttons says). */
  sandbox: boolean;
}

const KIND_NAMES: Record<string, string> = {
  'ai-text': 'AI writing',
  moderation: 'Moderation',
  'ai-image': 'AI generation',
  'image-plagiarism': 'On the web',
  'object-detection': 'Objects in the image',
};

const SOURCE_PREFIX: Record<CheckRecord['source']['origin'], string> = {
  page: 'Page: ',
  selection: 'Selection on ',
  image: 'Image on ',
  url: 'Page: ',
  pasted: 'Pasted: ',
};

/** The results of one request: each check's outcome, then actions on them all. */
export function CheckGroupView({ group, onRerun, sandbox }: Props): JSX.Element {
  const finished = group.checks.every((c) => c.status === 'done' || c.status === 'failed');
  const anyDone = group.checks.some((c) => c.status === 'done');
  const first = group.checks[0];
  const awaitingOk = group.checks.some((c) => c.error?.code === 'needs-confirmation');
  const card = imageCardOf(group.checks);
  // Embedded images have no address to ask again with, but the checked one is still named.
  const imageSrc = card && (card.src ?? (card.ai ?? card.web ?? card.objects)?.image?.src);
  const drawnImage = group.checks.some(
    (c) => (c.kind === 'ai-image' || c.kind === 'object-detection') && c.image,
  );

  // Started with `void` by its button. A failure is logged by the worker; the group stays.
  const rerun = async (): Promise<void> => {
    const result = await sendToBackground('checks/rerun', { ids: group.ids });
    if (result.ok) onRerun(result.value);
  };

  return (
    <section class="results" aria-label="Results" data-testid="results">
      {card && imageSrc ? (
        <p class="source" title={imageSrc} data-testid="image-named">
          <strong>{imageName(imageSrc)}</strong>
          {first?.source.title && <span class="muted"> on {first.source.title}</span>}
        </p>
      ) : (
        first?.source.title && (
          <p class="muted source" title={first.source.url}>
            {first.source.unpainted === 'google-doc'
              ? 'Google Doc: '
              : SOURCE_PREFIX[first.source.origin]}
            {first.source.title}
          </p>
        )
      )}
      {first?.source.unpainted === 'google-doc' && (
        <p class="notice" data-testid="doc-note">
          Google Docs draws its text itself, so it cannot be marked in the document: the marked text
          is here.
        </p>
      )}
      <MarksChangedNote checks={group.checks} />
      {group.checks.map((check) => (
        // Each answer folds to its one-line outcome; open as they come.
        <details
          key={check.id}
          class="result"
          data-kind={check.kind}
          data-status={check.status}
          open
        >
          <summary>
            <span class="result-kind">{KIND_NAMES[check.kind] ?? check.kind}</span>
            <span class="result-headline" data-testid="result-headline">
              {summarizeCheck(check).outcome}
            </span>
          </summary>
          <CheckBody check={check} imageShown={drawnImage} />
          <PaintNote check={check} />
          {check.error?.code === HOST_ACCESS_CODE && check.status === 'failed' && (
            <HostAccessAction check={check} onRerun={onRerun} />
          )}
          {(check.kind === 'ai-image' || check.kind === 'object-detection') && check.notDrawn && (
            <div class="notice" data-testid="not-drawn">
              <p>Not drawn on the page. {check.notDrawn.message}</p>
              <FrameAccessAction
                error={check.notDrawn}
                onGranted={() => void sendToBackground('checks/highlight', { ids: [check.id] })}
              />
            </div>
          )}
        </details>
      ))}
      {card &&
        askableKinds(card).map((ask) => (
          <AskImageAnswer key={ask.kind} ask={ask} sandbox={sandbox} onStarted={onRerun} />
        ))}
      {card?.src !== undefined && card.tabId !== undefined && (
        <FindObjectsForm src={card.src} tabId={card.tabId} onStarted={onRerun} />
      )}
      <CostConfirmAction group={group} onRerun={onRerun} />
      <div class="buttons">
        {anyDone && (first?.source.textId || drawnImage) && (
          <>
            {/* Their failures are logged by the worker; the page simply shows no marks. */}
            <button
              type="button"
              class="secondary"
              data-testid="show-highlights"
              onClick={() => void sendToBackground('checks/highlight', { ids: group.ids })}
            >
              Show on page
            </button>
            <button
              type="button"
              class="secondary"
              data-testid="clear-highlights"
              onClick={() =>
                void sendToBackground(
                  'checks/clear-highlights',
                  first?.source.tabId === undefined ? {} : { tabId: first.source.tabId },
                )
              }
            >
              Clear from page
            </button>
          </>
        )}
        {finished && !awaitingOk && (
          <button type="button" class="secondary" data-testid="rerun" onClick={() => void rerun()}>
            Run again
          </button>
        )}
      </div>
      {anyDone && first?.source.textId && (
        <p class="muted small" data-testid="authoritative">
          This window shows the service's answer as it came. Marks on the page are drawn inside the
          page, whose own scripts could change them: when in doubt, trust this window.
        </p>
      )}
    </section>
  );
}

function CheckBody({
  check,
  imageShown,
}: {
  check: CheckRecord;
  /** Whether an AI result in the group draws the picture already. */
  imageShown: boolean;
}): JSX.Element {
  const image = readImageResult(check);
  if (image && check.kind === 'ai-image') return <ImageResultView check={check} result={image} />;
  if (check.kind === 'object-detection' && check.status === 'done' && check.result) {
    return <ObjectsResultView check={check} />;
  }
  if (check.kind === 'image-plagiarism' && check.status === 'done' && check.result) {
    return <WebMatchesView check={check} result={check.result} showImage={!imageShown} />;
  }
  const read = readTextResult(check);
  if (!read) return <CheckStatusView check={check} />;
  const meta = { check };
  return read.kind === 'ai-text' ? (
    <AiResultView result={read.result} {...meta} />
  ) : (
    <ModerationResultView result={read.result} {...meta} />
  );
}
