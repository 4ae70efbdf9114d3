/** Response bodies in the documented shapes, shared by schema and client tests. */
export const TEXT_RESULT = {
  modelVersion: 'v11.0',
  results: [
    {
      classification: 2,
      probability: 0.98,
      matches: [
        {
          text: {
            chars: { starts: [0, 120], lengths: [100, 40] },
            words: { starts: [0, 20], lengths: [18, 7] },
          },
        },
      ],
    },
  ],
  summary: { human: 0.2, ai: 0.8 },
  scannedDocument: {
    scanId: 'scan-1',
    totalWords: 60,
    actualCredits: 1,
    expectedCredits: 1,
    creationTime: '2025-08-02T10:19:40.0690016Z',
  },
};

export const IMAGE_RESULT = {
  model: 'ai-image-1-ultra-01-09-2025',
  result: { starts: [0, 512, 1536, 2560], lengths: [256, 512, 768, 1024] },
  summary: { human: 0.3, ai: 0.7 },
  isAiDetected: true,
  imageInfo: {
    shape: { height: 1024, width: 768 },
    metadata: { issuedBy: 'OpenAI', appOrDeviceUsed: 'DALL-E' },
  },
  scannedDocument: {
    scanId: 'img-1',
    actualCredits: 1,
    expectedCredits: 1,
    creationTime: '2025-08-02T10:19:40Z',
  },
};

export const MODERATION_RESULT = {
  modelVersion: 'v1',
  moderations: { text: { chars: { labels: [4, 2], starts: [0, 30], lengths: [10, 5] } } },
  legend: [
    { index: 2, id: 'profanity-v1' },
    { index: 4, id: 'toxic-v1' },
  ],
  scannedDocument: { scanId: 'mod-1', totalWords: 10, actualCredits: 1 },
};

export const SUBMIT_RESULT = {
  scannedDocument: {
    scanId: 'scan-1',
    totalWords: 0,
    creationTime: '2025-08-02T10:19:40Z',
    detectedLanguage: 'en',
  },
  results: { score: { aggregatedScore: 0, identicalWords: 0 } },
  status: 0,
  developerPayload: '',
};

export const LONG_TEXT = 'word '.repeat(60);

/** The documented image plagiarism answer: full matches first, one without pages. */
export const IMAGE_PLAGIARISM_RESULT = {
  developerPayload: null,
  scannedImage: {
    scanId: 'img-2',
    expectedCredits: 1,
    actualCredits: 1,
    creationTime: '2026-07-01T10:00:00Z',
    width: 320,
    height: 240,
    filename: 'cat.gif',
  },
  matches: {
    internet: [
      {
        url: 'https://cdn.example/cat.gif',
        matchType: 0,
        webPages: [{ url: 'https://news.example/cats' }],
      },
      { url: 'https://img.example/cat-cropped.jpg', matchType: 1 },
    ],
    score: { totalMatches: 2, fullMatches: 1, partialMatches: 1 },
  },
};

/** Objects found are listed by name; one asked for but not found is left out. */
export const OBJECT_DETECTION_RESULT = {
  imageInfo: { shape: { height: 600, width: 800 } },
  detectedObjects: [{ object: 'face', mask: { starts: [1000, 1800], lengths: [40, 40] } }],
  scannedImage: { scanId: 'img-3', actualCredits: 1, expectedCredits: 1 },
};
