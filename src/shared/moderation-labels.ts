/** The service's ten moderation labels, with a short name and a colour for chips and highlights. */
export const MODERATION_LABELS = [
  { id: 'toxic-v1', name: 'Toxic', color: '#d9480f' },
  { id: 'profanity-v1', name: 'Profanity', color: '#c2255c' },
  { id: 'hate-speech-v1', name: 'Hate speech', color: '#a61e4d' },
  { id: 'harassment-v1', name: 'Harassment', color: '#862e9c' },
  { id: 'self-harm-v1', name: 'Self-harm', color: '#5f3dc4' },
  { id: 'adult-v1', name: 'Adult', color: '#364fc7' },
  { id: 'violent-v1', name: 'Violence', color: '#1864ab' },
  { id: 'drugs-v1', name: 'Drugs', color: '#0b7285' },
  { id: 'firearms-v1', name: 'Firearms', color: '#2b8a3e' },
  { id: 'cybersecurity-v1', name: 'Cybersecurity', color: '#5c940d' },
] as const;

export type ModerationLabelId = (typeof MODERATION_LABELS)[number]['id'];

export const MODERATION_LABEL_IDS = MODERATION_LABELS.map((l) => l.id) as [
  ModerationLabelId,
  ...ModerationLabelId[],
];

export function moderationLabel(id: string): (typeof MODERATION_LABELS)[number] | undefined {
  return MODERATION_LABELS.find((label) => label.id === id);
}
