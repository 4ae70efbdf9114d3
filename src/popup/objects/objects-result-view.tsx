import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ObjectDetectionCheck } from '../../shared/checks/check-record.ts';
import { maskSizeOf } from '../../shared/checks/image-results.ts';
import { readObjects } from '../../shared/checks/object-results.ts';
import { objectColour } from '../../shared/image/object-colours.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ResultMeta } from '../checks/result-meta.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { MaskView } from '../image/mask-view.tsx';

/**
 * Where the named objects are: each found one over the image in the colour of its place in the
 * question, with a toggle that shows or hides it here and on the page; what was not found, named.
 */
export function ObjectsResultView({ check }: { check: ObjectDetectionCheck }): JSX.Element {
  const { t, plural } = useT();
  const answer = readObjects(check);
  const size = check.result ? maskSizeOf(check, check.result) : undefined;
  // Records arrive as new objects on every update: rebuild the layers only when they changed.
  const objects = useMemo(
    () =>
      (answer?.found ?? []).map((object) => ({
        name: object.name,
        mask: object.mask,
        colour: objectColour(object.index),
      })),
    [check.id, check.updatedAt],
  );
  return (
    <div class="objects-result" data-testid="objects-result" data-src={check.image?.src}>
      {size && check.image ? (
        <MaskView
          src={check.image.preview ?? check.image.src}
          alt={t('image_objectsImage')}
          maskLabel={t('image_foundObjects')}
          width={size.width}
          height={size.height}
          mask={undefined}
          objects={objects}
          onObjectsShown={(names) =>
            void sendToBackground('images/show-objects', { id: check.id, objects: names })
          }
        />
      ) : (
        <p class="muted">{t('image_noMaskSize')}</p>
      )}
      {answer && answer.missing.length > 0 && (
        <p class="muted" data-testid="objects-missing">
          {plural(
            'image_notFound',
            answer.missing.length,
            answer.missing.join(t('image_listSeparator')),
          )}
        </p>
      )}
      <ResultMeta check={check} modelVersion={undefined} />
    </div>
  );
}
