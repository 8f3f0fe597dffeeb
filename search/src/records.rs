//! Jobs read back from the index: the records stored with the documents (kept parsed once
//! read), one job by id, and the ids of every live document.

use std::sync::{Arc, LazyLock, Mutex};

use tantivy::{
    DocAddress, DocId, DocSet, Searcher, TERMINATED,
    collector::TopDocs,
    index::SegmentId,
    schema::{
        Field, IndexRecordOption,
        document::{
            DeserializeError, DocumentDeserialize, DocumentDeserializer, ValueDeserialize,
            ValueDeserializer,
        },
    },
};
use uuid::Uuid;

use crate::{
    cache::{Bounded, Size, Weigh},
    schema::{Fields, JobRecord},
};

/// The bytes of parsed records kept at most, for every segment together (~3 KB a job: about
/// 5,000 jobs).
pub const RECORDS_CACHE_BYTES: usize = 16 << 20;

/// Records read from the store, kept parsed until the least recently used go. A segment never
/// changes once written (a changed job is a new document of a newer segment), so a record read
/// from a document stays its record for as long as the segment lives. Reading one from the
/// store decompressed its block and parsed its JSON, a third of an uncached search's
/// instructions at a million jobs; the jobs on the first pages of searches recur from search to
/// search, and a cached one is a copy.
static RECORDS: LazyLock<Mutex<Bounded<RecordKey, Arc<JobRecord>>>> =
    LazyLock::new(|| Mutex::new(Bounded::new(RECORDS_CACHE_BYTES)));

/// A document of a segment.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct RecordKey(SegmentId, DocId);

impl Weigh for RecordKey {
    fn weigh(&self) -> usize {
        std::mem::size_of::<Self>()
    }
}

/// What the records cache holds now (`index::CacheSizes::records`).
pub fn records_cache_size() -> Size {
    RECORDS.lock().unwrap_or_else(|e| e.into_inner()).size()
}

/// The stored job records of the given documents, in order.
pub fn load_records(
    searcher: &Searcher,
    f: &Fields,
    addresses: &[DocAddress],
) -> anyhow::Result<Vec<JobRecord>> {
    Ok(load_shared(searcher, f, addresses)?
        .into_iter()
        .map(Arc::unwrap_or_clone)
        .collect())
}

/// The stored job records of the given documents, in order, shared with the records cache: a
/// search's page (`SearchResult::jobs`) is written out from them without a copy (a copy of the
/// page's 20 records was 3 % of an uncached search's CPU).
pub fn load_shared(
    searcher: &Searcher,
    f: &Fields,
    addresses: &[DocAddress],
) -> anyhow::Result<Vec<Arc<JobRecord>>> {
    let mut out = Vec::with_capacity(addresses.len());
    for a in addresses {
        let key = RecordKey(
            searcher.segment_reader(a.segment_ord).segment_id(),
            a.doc_id,
        );
        let kept = RECORDS.lock().unwrap_or_else(|e| e.into_inner()).get(&key);
        if let Some(record) = kept {
            out.push(record);
            continue;
        }
        let stored: Stored = searcher.doc(*a)?;
        if let Some((_, json)) = stored.0.iter().find(|(field, _)| *field == f.record) {
            let record = Arc::new(serde_json::from_str::<JobRecord>(json)?);
            RECORDS
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .put(key, Arc::clone(&record));
            out.push(record);
        }
    }
    Ok(out)
}

/// A document's stored text values as read from the store, each once: a `TantivyDocument`
/// read each into a `String`, then copied them into its own buffer, which for a page of
/// records was a second copy of every record's JSON (the id and the record are all a document
/// stores, both text).
struct Stored(Vec<(Field, String)>);

impl DocumentDeserialize for Stored {
    fn deserialize<'de, D: DocumentDeserializer<'de>>(mut d: D) -> Result<Self, DeserializeError> {
        let mut values = Vec::with_capacity(d.size_hint());
        while let Some((field, Text(text))) = d.next_field::<Text>()? {
            values.push((field, text));
        }
        Ok(Self(values))
    }
}

/// One stored text value.
struct Text(String);

impl ValueDeserialize for Text {
    fn deserialize<'de, D: ValueDeserializer<'de>>(d: D) -> Result<Self, DeserializeError> {
        d.deserialize_string().map(Text)
    }
}

/// Where one job's live document is, if it is indexed (open).
pub fn address(searcher: &Searcher, f: &Fields, id: Uuid) -> anyhow::Result<Option<DocAddress>> {
    let q = crate::schema::id_query(f, id);
    let hits = searcher.search(&q, &TopDocs::with_limit(1).order_by_score())?;
    Ok(hits.into_iter().next().map(|(_, a)| a))
}

/// The indexed record of one job, if it is open.
pub fn find(searcher: &Searcher, f: &Fields, id: Uuid) -> anyhow::Result<Option<JobRecord>> {
    let addresses: Vec<DocAddress> = address(searcher, f, id)?.into_iter().collect();
    Ok(load_records(searcher, f, &addresses)?.into_iter().next())
}

/// The ids of every live document (for reconcile and tests), in document order (the index's
/// order: by place): each segment's dictionary of ids read once, each id's postings giving its
/// documents (the id is not a fast field: a second dictionary of a million ids cost every
/// rebuild its building).
pub fn all_ids(searcher: &Searcher, f: &Fields) -> anyhow::Result<Vec<Uuid>> {
    let mut out = Vec::new();
    for segment in searcher.segment_readers() {
        let inverted = segment.inverted_index(f.id)?;
        let alive = segment.alive_bitset();
        let mut by_doc = Vec::with_capacity(segment.num_docs() as usize);
        let mut terms = inverted.terms().stream()?;
        while terms.advance() {
            let id = Uuid::from_slice(terms.key())?;
            let mut postings =
                inverted.read_postings_from_terminfo(terms.value(), IndexRecordOption::Basic)?;
            let mut doc = postings.doc();
            while doc != TERMINATED {
                if alive.is_none_or(|a| a.is_alive(doc)) {
                    by_doc.push((doc, id));
                }
                doc = postings.advance();
            }
        }
        by_doc.sort_unstable_by_key(|(doc, _)| *doc);
        out.extend(by_doc.into_iter().map(|(_, id)| id));
    }
    Ok(out)
}
