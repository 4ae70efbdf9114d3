/**
 * The multipart body the image endpoints share: the file as `image`, its name again as
 * `filename`, `sandbox` when set, then each endpoint's own fields (strings, in order).
 */
export function imageForm(
  image: { bytes: Uint8Array; filename: string; mime: string },
  sandbox: boolean | undefined,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append('image', new Blob([image.bytes.slice()], { type: image.mime }), image.filename);
  form.append('filename', image.filename);
  if (sandbox !== undefined) form.append('sandbox', String(sandbox));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
