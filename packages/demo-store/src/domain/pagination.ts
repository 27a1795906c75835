export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> {
  data: T[];
  pagination: { total: number; limit: number; offset: number; nextOffset: number | null };
}

export function paginate<T, View>(items: T[], page: PageRequest, toView: (item: T) => View): Page<View> {
  const end = page.offset + page.limit;
  return {
    data: items.slice(page.offset, end).map(toView),
    pagination: {
      total: items.length,
      limit: page.limit,
      offset: page.offset,
      nextOffset: end < items.length ? end : null,
    },
  };
}
