import {
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** An inline image of the notification content: `<img src alt>` in the HTML, nothing else. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  constructor(src: string, alt = '', key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element) => ({
          node: $createImageNode(
            (element as HTMLImageElement).getAttribute('src') ?? '',
            (element as HTMLImageElement).getAttribute('alt') ?? '',
          ),
        }),
        priority: 0,
      }),
    };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    if (this.__alt) img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  override createDOM(): HTMLElement {
    return document.createElement('span');
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: '100%' }} />;
  }
}

export function $createImageNode(src: string, alt = ''): ImageNode {
  return new ImageNode(src, alt);
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
