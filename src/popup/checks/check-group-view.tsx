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
import { LeftOutNote } from './left-out-note.tsx';
import { askableKinds, imageCardOf } from '../../shared/checks/image-card.ts';
import { imageName } from '../image/image-name.ts';
import { summarizeCheck } from '../../shared/checks/check-summary.ts';
import { AskImageAnswer } from '../web/ask-image-answer.tsx';
import { WebMatchesView } from '../web/web-matches-view.tsx';
import { FindObjectsForm } from '../objects/find-objects-form.tsx';
import { ObjectsResultView } from '../objects/objects-result-view.tsx';
import { VideoResultView } from '../video/video-result-view.tsx';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { errorDetail } from '../../shared/checks/error-detail.ts';
import { CHECK_KIND_NAMES } from '../../shared/checks/check-kind-names.ts';
import { SaveReportButton } from '../../ui/reports/save-report-button.tsx';

interface Props {
  group: CheckGroup;
  onRerun: (group: CheckGroup) => void;
  /** Whether checks asked for now run in sandbox mode (what the cost on buttons says). */
  sandbox: boolean;
}

/** What was checked, with the title of its page (or the text's first words). */
const SOURCE_WORDS: Record<CheckRecord['source']['origin'], MessageKey> = {
  page: 'checks_sourcePage',
  selection: 'checks_sourceSelection',
  image: 'checks_sourceImage',
  url: 'checks_sourcePage',
  pasted: 'checks_sourcePasted',
  file: 'checks_sourceFile',
};

/** The results of one request: each check's outcome, then actions on them all. */
export function CheckGroupView({ group, onRerun, sandbox }: Props): JSX.Element {
  const translator = useT();
  const { t } = translator;
  const finished = group.checks.every((c) => c.status === 'done' || c.status === 'failed');
  const anyDone = group.checks.some((c) => c.status === 'done');
  const first = group.checks[0];
  const awaitingOk = group.checks.some((c) => c.error?.code === 'needs-confirmation');
  // A site not readable yet: one "Allow" for the group, which checks them all again.
  const unreadSite = group.checks.filter(
    (c) => c.error?.code === HOST_ACCESS_CODE && c.status === 'failed',
  );
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
    <section class="results" aria-label={t('checks_results')} data-testid="results">
      {card && imageSrc ? (
        <p class="source" title={imageSrc} data-testid="image-named">
          <strong>{imageName(translator, imageSrc)}</strong>
          {first?.source.title && (
            <span class="muted"> {t('checks_imageOnPage', first.source.title)}</span>
          )}
        </p>
      ) : (
        first?.source.title && (
          <p class="muted source" title={first.source.url}>
            {t(
              first.source.unpainted === 'google-doc'
                ? 'checks_sourceGoogleDoc'
                : first.source.unpainted === 'document'
                  ? 'checks_sourceDocument'
                  : SOURCE_WORDS[first.source.origin],
              first.source.title,
            )}
          </p>
        )
      )}
      {first?.source.unpainted === 'google-doc' && (
        <p class="notice" data-testid="doc-note">
          {t('checks_docNote')}
        </p>
      )}
      {first?.source.unpainted === 'document' && (
        <p class="notice" data-testid="document-note">
          {t('checks_documentNote')}
        </p>
      )}
      <MarksChangedNote checks={group.checks} />
      <LeftOutNote leftOut={first?.source.leftOut} />
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
            <span class="result-kind">{t(CHECK_KIND_NAMES[check.kind])}</span>
            <span class="result-headline" data-testid="result-headline">
              {summarizeCheck(check, translator).outcome}
            </span>
          </summary>
          <CheckBody check={check} imageShown={drawnImage} />
          <PaintNote check={check} />
          {check === unreadSite[0] && (
            <HostAccessAction check={check} ids={unreadSite.map((c) => c.id)} onRerun={onRerun} />
          )}
          {(check.kind === 'ai-image' || check.kind === 'object-detection') && check.notDrawn && (
            <div class="notice" data-testid="not-drawn">
              <p>
                {t('checks_notDrawn')} {errorDetail(check.notDrawn, translator)}
              </p>
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
              {t('checks_showOnPage')}
            </button>
            <button
              type="button"
              class="secondary"
              data-testid="clear-highlights"
              onClick={() =>
                void sendToBackground('checks/clear-highlights', {
                  layer: 'check',
                  ...(first?.source.tabId === undefined ? {} : { tabId: first.source.tabId }),
                })
              }
            >
              {t('checks_clearFromPage')}
            </button>
          </>
        )}
        {anyDone && <SaveReportButton load={() => Promise.resolve(group.checks)} />}
        {finished && !awaitingOk && (
          <button type="button" class="secondary" data-testid="rerun" onClick={() => void rerun()}>
            {t('checks_runAgain')}
          </button>
        )}
      </div>
      {anyDone && first?.source.textId && (
        <p class="muted small" data-testid="authoritative">
          {t('checks_authoritative')}
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
  // A video check says its own progress (it takes minutes), result and failure.
  if (check.kind === 'ai-video') return <VideoResultView check={check} />;
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
