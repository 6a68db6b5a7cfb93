import { describe, expect, it } from 'vitest';
import { pendingUnsavedChanges, registerUnsavedChangesGuard } from './unsavedChangesGuard';

describe('unsaved changes guard', () => {
  it('reports a registered guard only while it has changes', () => {
    let dirty = false;
    const guard = { hasUnsavedChanges: () => dirty, save: () => Promise.resolve(true) };
    const unregister = registerUnsavedChangesGuard(guard);
    expect(pendingUnsavedChanges()).toBeNull();
    dirty = true;
    expect(pendingUnsavedChanges()).toBe(guard);
    unregister();
    expect(pendingUnsavedChanges()).toBeNull();
  });
  it('an old page unregistering does not remove the newer guard', () => {
    const first = { hasUnsavedChanges: () => true, save: () => Promise.resolve(true) };
    const second = { hasUnsavedChanges: () => true, save: () => Promise.resolve(true) };
    const dropFirst = registerUnsavedChangesGuard(first);
    const dropSecond = registerUnsavedChangesGuard(second);
    dropFirst();
    expect(pendingUnsavedChanges()).toBe(second);
    dropSecond();
  });
});
