// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { debianPackages, missingPackages, nextStep } from './debian-packages';

const noChromium = '/nonexistent/chromium';

describe("npm test's set-up of the Debian packages the tests drive", () => {
  it('does nothing when every package is there', () => {
    expect(nextStep([], false)).toEqual({ kind: 'ready' });
  });

  it('installs the missing ones with apt-get when run as root', () => {
    expect(nextStep(['nginx', 'postgresql'], true)).toEqual({
      kind: 'install',
      packages: ['nginx', 'postgresql'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'nginx', 'postgresql'],
      ],
    });
  });

  it('stops, when not root, with the one command that installs the missing ones', () => {
    const step = nextStep(['nginx', 'postgresql'], false);
    expect(step.kind).toBe('stop');
    expect(step.kind === 'stop' && step.message).toContain(
      'sudo apt-get update && sudo apt-get install -y nginx postgresql',
    );
  });

  it('lists what dpkg does not have, in the order of the list', () => {
    expect(missingPackages(['postgresql', 'nginx', 'apache2'], new Set(['nginx']), noChromium)).toEqual([
      'postgresql',
      'apache2',
    ]);
    expect(debianPackages).toEqual(expect.arrayContaining(['chromium', 'postgresql', 'nginx', 'wordpress']));
  });

  it('counts Chromium as there when CHROMIUM_PATH names a program, whatever dpkg says', () => {
    expect(missingPackages(['chromium', 'nginx'], new Set(), process.execPath)).toEqual(['nginx']);
    expect(missingPackages(['chromium', 'nginx'], new Set(), noChromium)).toEqual(['chromium', 'nginx']);
  });
});
