import { readFileSync } from 'node:fs';
import { exportedNames } from '../../zod-without-json-schema';

const zodCore = (file: string) =>
  readFileSync(require.resolve(`zod/v4/core`).replace(/index\.c?js$/, file), 'utf8');

describe("the console's build without zod's JSON Schema generator", () => {
  it('reads every export of the modules it replaces, aliases included', () => {
    const processors = exportedNames(zodCore('json-schema-processors.js'));
    expect(processors).toEqual(
      expect.arrayContaining([
        'aggregateChecks',
        'stringProcessor',
        'allProcessors',
        'toJSONSchema',
      ]),
    );
    const generator = exportedNames(zodCore('to-json-schema.js'));
    expect(generator).toEqual(
      expect.arrayContaining([
        'createToJSONSchemaMethod',
        'createStandardJSONSchemaMethod',
        'processSchema',
        'process',
      ]),
    );
  });

  it('reads declarations and lists, not re-exports of other modules', () => {
    expect(
      exportedNames(
        [
          'export const a = 1;',
          'export function b() {}',
          'export class C {}',
          'export { d as e, f };',
          "export { g } from './g.js';",
        ].join('\n'),
      ),
    ).toEqual(['a', 'b', 'C', 'e', 'f']);
  });
});
