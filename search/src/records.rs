//! Jobs read back from the index: the records stored with the documents, one job by id, and
//! the ids of every live document.

use tantivy::{
    DocAddress, Searcher, TantivyDocument, Term,
    collector::TopDocs,
    query::TermQuery,
    schema::{IndexRecordOption, Value},
};
use uuid::Uuid;

use crate::schema::{Fields, JobRecord, names};

/// The stored job records of the given documents, in order.
pub fn load_records(
    searcher: &Searcher,
    f: &Fields,
    addresses: &[DocAddress],
) -> anyhow::Result<Vec<JobRecord>> {
    let mut out = Vec::with_capacity(addresses.len());
    for a in addresses {
        let doc: TantivyDocument = searcher.doc(*a)?;
        if let Some(json) = doc.get_first(f.record).and_then(|v| v.as_str()) {
            out.push(serde_json::from_str(json)?);
        }
    }
    Ok(out)
}

/// Where one job's live document is, if it is indexed (open).
pub fn address(searcher: &Searcher, f: &Fields, id: Uuid) -> anyhow::Result<Option<DocAddress>> {
    let q = TermQuery::new(
        Term::from_field_text(f.id, &id.to_string()),
        IndexRecordOption::Basic,
    );
    let hits = searcher.search(&q, &TopDocs::with_limit(1).order_by_score())?;
    Ok(hits.into_iter().next().map(|(_, a)| a))
}

/// The indexed record of one job, if it is open.
pub fn find(searcher: &Searcher, f: &Fields, id: Uuid) -> anyhow::Result<Option<JobRecord>> {
    let addresses: Vec<DocAddress> = address(searcher, f, id)?.into_iter().collect();
    Ok(load_records(searcher, f, &addresses)?.into_iter().next())
}

/// The ids of every live document (for reconcile and tests). Each segment's dictionary of ids
/// is read once, in order, and each live document takes its id by ordinal: reading an id by
/// ordinal decompresses its dictionary block anew, which at a million jobs took about 10 s of
/// CPU, where this takes a small fraction of a second.
pub fn all_ids(searcher: &Searcher, _f: &Fields) -> anyhow::Result<Vec<Uuid>> {
    let mut out = Vec::new();
    for segment in searcher.segment_readers() {
        let Some(col) = segment.fast_fields().str(names::ID)? else {
            continue;
        };
        let mut by_ord = Vec::with_capacity(col.num_terms());
        let mut terms = col.dictionary().stream()?;
        while terms.advance() {
            by_ord.push(std::str::from_utf8(terms.key())?.parse::<Uuid>()?);
        }
        let alive = segment.alive_bitset();
        for doc in 0..segment.max_doc() {
            if alive.is_some_and(|a| !a.is_alive(doc)) {
                continue;
            }
            if let Some(ord) = col.term_ords(doc).next() {
                let id = by_ord
                    .get(ord as usize)
                    .ok_or_else(|| anyhow::anyhow!("id ordinal {ord} past the dictionary"))?;
                out.push(*id);
            }
        }
    }
    Ok(out)
}
