import type { BrowserContext, Page } from 'playwright-core';

interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

export interface CanvasAlpha {
  width: number;
  height: number;
  /** '1' where the pixel is painted (alpha > 0), '0' elsewhere, row-major. */
  painted: string;
  /** How many different alpha values the canvas holds: 2 for a yes/no mask, many when graded. */
  levels: number;
}

function canvasesUnder(node: DomNode, inside: boolean, out: DomNode[]): void {
  const isHost = node.attributes?.some(
    (a, i) => i % 2 === 1 && a === 'authenticity-lens-image-overlays',
  );
  if (inside && node.nodeName === 'CANVAS') out.push(node);
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
    canvasesUnder(child, inside || isHost === true, out);
  }
}

/**
 * Reads back the overlay canvases our content script drew, through their closed shadow root
 * (CDP pierces it; page scripts cannot), as which pixels are painted.
 */
export async function readOverlayCanvases(
  context: BrowserContext,
  page: Page,
): Promise<CanvasAlpha[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const canvases: DomNode[] = [];
    canvasesUnder(root, false, canvases);
    const out: CanvasAlpha[] = [];
    for (const canvas of canvases) {
      const { object } = await cdp.send('DOM.resolveNode', { nodeId: canvas.nodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        returnByValue: true,
        functionDeclaration: `function () {
          const data = this.getContext('2d').getImageData(0, 0, this.width, this.height).data;
          let painted = '';
          const alphas = new Set();
          for (let i = 3; i < data.length; i += 4) {
            painted += data[i] > 0 ? '1' : '0';
            alphas.add(data[i]);
          }
          return { width: this.width, height: this.height, painted, levels: alphas.size };
        }`,
      });
      out.push(result.value as CanvasAlpha);
    }
    return out;
  } finally {
    await cdp.detach();
  }
}
