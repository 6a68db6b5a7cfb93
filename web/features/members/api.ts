import type { MemberDetail, MemberSearchResponse, PremiumHighlightsResponse } from '@core/schemas/members';
import { apiFetch } from '@web/lib/api';

export const fetchMembers = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiFetch<MemberSearchResponse>('/api/members', { query, signal });

export const fetchMember = (slug: string, signal?: AbortSignal) =>
  apiFetch<MemberDetail>(`/api/members/${encodeURIComponent(slug)}`, { signal });

export const fetchPremiumHighlights = (signal?: AbortSignal) =>
  apiFetch<PremiumHighlightsResponse>('/api/premium-highlights', { signal });
