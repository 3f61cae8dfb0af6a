import { useQuery } from '@apollo/client/react';
import { Industries } from '../graphql/industries';
import { SubDivisions } from '../graphql/subDivisions';
import { SubGroups } from '../graphql/subGroups';

export interface ClassificationEntry {
  docId: string;
  name: string;
}

export interface ListLoad {
  entries: ClassificationEntry[];
  loading: boolean;
  /** Set when the list failed: Try Again loads it again (journey §8). */
  failed: boolean;
  retry: () => void;
}

function listOf(
  result: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> },
  entries: ClassificationEntry[] | undefined,
): ListLoad {
  return {
    entries: entries ?? [],
    loading: result.loading,
    failed: !!result.error,
    retry: () => void result.refetch().catch(() => undefined),
  };
}

/** The Industry, Sub Division and Sub Group lists for what is chosen so far (journey §7). */
export function useClassificationLists(industry: string, subDivision: string) {
  const industries = useQuery(Industries, { notifyOnNetworkStatusChange: true });
  const subDivisions = useQuery(SubDivisions, {
    variables: { param: industry },
    skip: !industry,
    notifyOnNetworkStatusChange: true,
  });
  const subGroups = useQuery(SubGroups, {
    // journey §7: the sub division's id is sent with '/' replaced by '|'.
    variables: { industryId: industry, subDivisionId: subDivision.replaceAll('/', '|') },
    skip: !industry || !subDivision,
    notifyOnNetworkStatusChange: true,
  });
  return {
    industries: listOf(industries, industries.data?.industries),
    subDivisions: listOf(subDivisions, industry ? subDivisions.data?.subDivisions : []),
    subGroups: listOf(subGroups, industry && subDivision ? subGroups.data?.subGroups : []),
  };
}
