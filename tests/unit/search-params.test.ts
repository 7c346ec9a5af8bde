import { describe, expect, it } from 'vitest';
import { parseJobSearch } from '../../app/features/jobs/parse-job-search.server.ts';
import { jobSearchToParams } from '../../app/features/jobs/search-params.ts';
import { toPrefixQuery } from '../../core/jobs/search-sql.ts';

describe('job search in the URL', () => {
  it('round-trips every filter, the sort and the page', () => {
    const url = new URLSearchParams(
      'q=java&profession=BACKEND&profession=FULLSTACK&expertise=Spring+Boot&city=Košice&city=Remote&type=contract&level=senior&language=sk&rateMin=40&rateMax=90&salaryMin=3000&salaryMax=6000&sort=newest&page=3',
    );
    const { request, invalid } = parseJobSearch(url);
    expect(invalid).toEqual([]);
    expect(request.page).toBe(2);
    expect(request.filter).toMatchObject({
      query: 'java',
      professions: ['BACKEND', 'FULLSTACK'],
      cities: ['Košice', 'Remote'],
      rateMin: 40,
    });
    expect(parseJobSearch(jobSearchToParams(request)).request).toEqual(request);
  });

  it('drops an upper pay limit below the lower one', () => {
    const { request, invalid } = parseJobSearch(new URLSearchParams('rateMin=50&rateMax=20&salaryMin=1000'));
    expect(request.filter).toMatchObject({ rateMin: 50, salaryMin: 1000 });
    expect(request.filter.rateMax).toBeUndefined();
    expect(invalid).toEqual(['rateMax']);
  });

  it('drops invalid parameters, reports them and keeps the rest of the search', () => {
    const { request, invalid } = parseJobSearch(
      new URLSearchParams('q=react&profession=WIZARD&rateMin=-5&sort=cheapest&page=abc'),
    );
    expect(request.filter.query).toBe('react');
    expect(request.filter.professions).toBeUndefined();
    expect(request.sort).toBe('default');
    expect(request.page).toBe(0);
    expect(invalid.sort()).toEqual(['page', 'professions', 'rateMin', 'sort']);
  });
});

describe('prefix query', () => {
  it('keeps only letters and digits, so operators and quotes are harmless', () => {
    expect(toPrefixQuery(`vývojár' OR 1=1; -- %_\\ & !(x)`)).toBe('vývojár:* & or:* & 1:* & x:*');
    expect(toPrefixQuery('   ')).toBeNull();
  });

  it('keeps the symbols of technology names apart: C#, C++, C, F#, .NET', () => {
    expect(toPrefixQuery('C# .NET')).toBe('csharp:* & dotnet:*');
    expect(toPrefixQuery('C++')).toBe('cpp:*');
    expect(toPrefixQuery('C')).toBe('c:*');
    expect(toPrefixQuery('F#, ASP.NET Core')).toBe('fsharp:* & asp:* & dotnet:* & core:*');
    expect(toPrefixQuery('c#/c++ (Node.js)')).toBe('csharp:* & cpp:* & node:* & js:*');
    expect(toPrefixQuery('x.network abc#')).toBe('x:* & network:* & abc:*');
  });
});
