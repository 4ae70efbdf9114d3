import {
  MODERATION_LABELS as LABEL_IDS,
  type ModerationLabelId,
} from '../../api/endpoints/moderation-label-ids.ts';

export type { ModerationLabelId };

/** A short name and a colour for chips and highlights, for each of the service's ten labels. */
const LOOKS: Record<ModerationLabelId, { name: string; color: string }> = {
  'toxic-v1': { name: 'Toxic', color: '#d9480f' },
  'profanity-v1': { name: 'Profanity', color: '#c2255c' },
  'hate-speech-v1': { name: 'Hate speech', color: '#a61e4d' },
  'harassment-v1': { name: 'Harassment', color: '#862e9c' },
  'self-harm-v1': { name: 'Self-harm', color: '#5f3dc4' },
  'adult-v1': { name: 'Adult', color: '#364fc7' },
  'violent-v1': { name: 'Violence', color: '#1864ab' },
  'drugs-v1': { name: 'Drugs', color: '#0b7285' },
  'firearms-v1': { name: 'Firearms', color: '#2b8a3e' },
  'cybersecurity-v1': { name: 'Cybersecurity', color: '#5c940d' },
};

/** The labels in the service's order, with their looks. */
export const MODERATION_LABELS = LABEL_IDS.map((id) => ({ id, ...LOOKS[id] }));

export const MODERATION_LABEL_IDS: [ModerationLabelId, ...ModerationLabelId[]] = [...LABEL_IDS];

export function moderationLabel(id: string): (typeof MODERATION_LABELS)[number] | undefined {
  return MODERATION_LABELS.find((label) => label.id === id);
}
