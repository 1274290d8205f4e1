// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { absoluteLinks, publishManifest, repoManifest } from './package';

describe('the package as published', () => {
  it('has a manifest without the repository’s scripts, devDependencies or workspaces, and an open licence', () => {
    const manifest = publishManifest(repoManifest());
    expect(Object.keys(manifest)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(scripts|devDependencies|workspaces|private|allowScripts)$/)]),
    );
    expect(manifest).toMatchObject({ name: '@phoenix-bionics/phx', license: 'MIT', type: 'module' });
  });

  it('links its README to the guides at its own version, which a registry page can open', () => {
    const manifest = repoManifest();
    expect(
      absoluteLinks('[guide](docs/embedding.md#in-a-react-app), [site](https://x.example/docs/a.md)', manifest),
    ).toBe(
      `[guide](https://github.com/phoenix-bionics/phx/blob/v${manifest.version}/docs/embedding.md#in-a-react-app), [site](https://x.example/docs/a.md)`,
    );
  });
});
