//! The index fixture the search tests share: jobs written to a real index on disk.

use kaamsetu_search::{
    index::{self, SearchIndex, Writer},
    query::search,
    request::SearchRequest,
    result::SearchResult,
    schema::JobRecord,
};

pub struct Fixture {
    pub _dir: tempfile::TempDir,
    pub idx: SearchIndex,
}

/// An index of `jobs`, built as the indexer builds one (a generation, then swapped in).
pub fn build(jobs: &[JobRecord]) -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let (gen_dir, index) = index::create_generation(dir.path()).unwrap();
    let mut w = Writer::new(index, 50_000_000).unwrap();
    for j in jobs {
        w.upsert(j).unwrap();
    }
    w.commit().unwrap();
    w.finish().unwrap();
    index::swap_current(dir.path(), &gen_dir).unwrap();
    let idx = SearchIndex::new(dir.path());
    Fixture { _dir: dir, idx }
}

/// A search's first page (up to 50) on the fixture's index.
pub fn run(f: &Fixture, req: SearchRequest) -> SearchResult {
    let snap = f.idx.snapshot().unwrap().expect("index exists");
    search(
        &snap.searcher,
        &snap.fields,
        &SearchRequest { limit: 50, ..req },
    )
    .unwrap()
}
