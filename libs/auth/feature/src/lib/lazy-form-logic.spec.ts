const evaluated = jest.fn();
jest.mock('./form-logic', () => {
  evaluated();
  return {};
});

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
let observers: PaintCallback[] = [];
let painted = false;

beforeEach(() => {
  jest.resetModules();
  evaluated.mockClear();
  observers = [];
  painted = false;
  // jsdom has no paint timing: a stand-in with Chromium's behaviour (entries buffered by name).
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers = observers.filter((c) => c !== this.callback);
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
  });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(performance, 'getEntriesByName');
  Reflect.deleteProperty(globalThis, 'PerformanceObserver');
});

const paint = (name: string) => {
  painted ||= name === 'first-contentful-paint';
  for (const callback of observers)
    callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFormLogicAfterPaint', () => {
  it('waits for the first contentful paint, not the first paint or the next frame', async () => {
    const { preloadFormLogicAfterPaint } = await import('./lazy-form-logic');
    preloadFormLogicAfterPaint();
    await settle();
    paint('first-paint');
    await settle();
    expect(evaluated).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    await settle();
    expect(evaluated).toHaveBeenCalledTimes(1);
  });

  it('loads at once on a page that painted long ago (reached inside the app)', async () => {
    painted = true;
    const { preloadFormLogicAfterPaint } = await import('./lazy-form-logic');
    preloadFormLogicAfterPaint();
    await settle();
    expect(evaluated).toHaveBeenCalledTimes(1);
  });

  it('loads after a second in a tab that never paints', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const { preloadFormLogicAfterPaint } = await import('./lazy-form-logic');
    preloadFormLogicAfterPaint();
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(evaluated).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await settle();
    expect(evaluated).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });
});
