import { act, renderHook } from '@testing-library/react';
import { useAfterIdle, whenIdle } from './when-idle';

/** A browser with `requestIdleCallback`, stood in for: the callbacks waiting, run by `idle()`. */
function installIdleCallback() {
  const waiting = new Map<number, () => void>();
  let last = 0;
  const request = jest.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
    waiting.set(++last, () => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return last;
  });
  const cancel = jest.fn((id: number) => void waiting.delete(id));
  Object.assign(globalThis, { requestIdleCallback: request, cancelIdleCallback: cancel });
  const idle = () => {
    const due = [...waiting.values()];
    waiting.clear();
    due.forEach((run) => run());
  };
  return { request, cancel, waiting, idle };
}

afterEach(() => {
  jest.useRealTimers();
  const browser = globalThis as Partial<typeof globalThis>;
  delete browser.requestIdleCallback;
  delete browser.cancelIdleCallback;
});

describe('whenIdle where the browser has requestIdleCallback', () => {
  it('runs the job at the idle moment, not before, with the timeout given', () => {
    jest.useFakeTimers();
    const { request, idle } = installIdleCallback();
    const job = jest.fn();
    whenIdle(job, { timeout: 1000, fallback: 200 });
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    jest.advanceTimersByTime(5000);
    expect(job).not.toHaveBeenCalled();
    idle();
    expect(job).toHaveBeenCalledTimes(1);
    expect(job).toHaveBeenCalledWith();
  });

  it('never runs a cancelled job', () => {
    const { cancel, waiting, idle } = installIdleCallback();
    const job = jest.fn();
    const stop = whenIdle(job, { timeout: 1000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
    expect(waiting.size).toBe(0);
    idle();
    expect(job).not.toHaveBeenCalled();
  });
});

describe('whenIdle where the browser has no requestIdleCallback', () => {
  beforeEach(() => jest.useFakeTimers());

  it('runs the job after the fallback delay', () => {
    expect(typeof requestIdleCallback).toBe('undefined');
    const job = jest.fn();
    whenIdle(job, { timeout: 3000, fallback: 1000 });
    jest.advanceTimersByTime(999);
    expect(job).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('runs it on the next turn without a fallback delay', () => {
    const job = jest.fn();
    whenIdle(job, { timeout: 1000 });
    expect(job).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled job', () => {
    const job = jest.fn();
    const stop = whenIdle(job, { timeout: 1000, fallback: 200 });
    jest.advanceTimersByTime(100);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(job).not.toHaveBeenCalled();
  });
});

describe('useAfterIdle', () => {
  it('answers false until the browser has been idle once, then true', () => {
    const { request, idle } = installIdleCallback();
    const { result } = renderHook(() => useAfterIdle({ timeout: 2000, fallback: 200 }));
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => idle());
    expect(result.current).toBe(true);
  });

  it('answers true after the fallback delay where the browser cannot say', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useAfterIdle({ timeout: 2000, fallback: 200 }));
    act(() => void jest.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('stops waiting when the component unmounts', () => {
    const { cancel, waiting } = installIdleCallback();
    const { unmount } = renderHook(() => useAfterIdle({ timeout: 2000 }));
    expect(waiting.size).toBe(1);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(waiting.size).toBe(0);
  });
});
