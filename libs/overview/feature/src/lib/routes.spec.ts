// chart.js goes with the overview screen only (issue 16): importing the feature's public door, as
// the console's router does, must not load it; opening the route does.
const mockLoaded: string[] = [];
jest.mock('chart.js', () => {
  mockLoaded.push('chart.js');
  return jest.requireActual('chart.js');
});
jest.mock('react-chartjs-2', () => {
  mockLoaded.push('react-chartjs-2');
  return jest.requireActual('react-chartjs-2');
});

describe('overviewRoutes', () => {
  it('loads chart.js and react-chartjs-2 only when the overview route is opened', async () => {
    const { overviewRoutes } = await import('../index');
    expect(mockLoaded).toEqual([]);
    const route = overviewRoutes[0]!;
    expect(route.index).toBe(true);
    const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
    const loaded = await lazy();
    expect(typeof loaded.Component).toBe('function');
    expect([...mockLoaded].sort()).toEqual(['chart.js', 'react-chartjs-2']);
  });
});
