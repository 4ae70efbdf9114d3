// Feeds the "live" player from a MediaSource, as streaming sites do: its address is a blob:,
// with no file behind it. `data-media-source` on <body> says how far it got, for the tests:
// "attached" once the blob: address is set, then "fed" or "failed".
(function () {
  const video = document.getElementById('live');
  const type = 'video/webm; codecs="vp8, opus"';
  if (!video || typeof MediaSource !== 'function') {
    document.body.dataset.mediaSource = 'failed';
    return;
  }
  const source = new MediaSource();
  video.src = URL.createObjectURL(source);
  document.body.dataset.mediaSource = 'attached';
  source.addEventListener(
    'sourceopen',
    async () => {
      try {
        if (!MediaSource.isTypeSupported(type)) throw new Error('no WebM in MediaSource');
        const buffer = source.addSourceBuffer(type);
        const bytes = await (await fetch('media/clip.webm')).arrayBuffer();
        await new Promise((done, fail) => {
          buffer.addEventListener('updateend', done, { once: true });
          buffer.addEventListener('error', fail, { once: true });
          buffer.appendBuffer(bytes);
        });
        source.endOfStream();
        document.body.dataset.mediaSource = 'fed';
      } catch {
        document.body.dataset.mediaSource = 'failed';
      }
    },
    { once: true },
  );
})();
