import { describe, expect, it } from 'vitest';
import { pageLinks, showingText } from './list-pagination';

describe('setup list paging', () => {
  it('says which entries show', () => {
    expect(showingText(1, 10, 57)).toBe('Showing 1 to 10 of 57 entries');
    expect(showingText(6, 10, 57)).toBe('Showing 51 to 57 of 57 entries');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 entries');
  });

  it('offers five page links around the current page, kept inside the pages there are', () => {
    expect(pageLinks(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageLinks(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
  });
});
