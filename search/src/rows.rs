//! What the facet pass reads of each document (four dictionary ordinals, blue collar, salary),
//! read once per segment from the fast fields into one array, and what a ranked search reads
//! of it (the levels of its title, `levels::title_levels`). A segment never changes once
//! written (deletes are a separate bitset), so its rows serve every search until it is merged
//! away; a search then reads one row per document instead of nine column lookups.

use std::{
    collections::HashMap,
    sync::{Arc, LazyLock, Mutex},
};

use tantivy::{DocId, SegmentReader, index::SegmentId};

use crate::schema::names;

/// No value in a string group.
pub const NO_ORD: u8 = 0x7f;

/// An ordinal whose value is not a word of its group (`SegmentRows::slots`).
pub const NO_SLOT: u8 = u8::MAX;

/// The fast fields of the four string groups, in the order of `Row::ords`.
pub const STRING_GROUPS: [&str; 4] = [
    names::CATEGORY,
    names::JOB_TYPE,
    names::WORK_MODE,
    names::GENDER,
];

/// No salary disclosed (in `Row::salary[0]`); no top to the salary (in `Row::salary[1]`).
const NO_SALARY: u32 = u32::MAX;
const NO_TOP: u32 = u32::MAX;

/// One document as the facet pass sees it, in 12 bytes: a search reads one row per document
/// it matches, and a million rows fit in the processor's cache.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    /// Ordinal of the value in the segment's dictionary of each string group (`NO_ORD`: none);
    /// the top bit of the last one is blue collar.
    ords: [u8; 4],
    /// Monthly salary bounds in rupees.
    salary: [u32; 2],
}

impl Row {
    /// The ordinal of string group `g`.
    #[inline]
    pub fn ord(&self, g: usize) -> u8 {
        self.ords[g] & 0x7f
    }

    #[inline]
    pub fn blue(&self) -> bool {
        self.ords[3] & 0x80 != 0
    }

    /// Monthly salary bounds, if the job discloses a salary.
    #[inline]
    pub fn salary(&self) -> Option<(i64, i64)> {
        let [lo, hi] = self.salary;
        (lo != NO_SALARY).then(|| {
            let hi = if hi == NO_TOP {
                i64::MAX / 2
            } else {
                i64::from(hi)
            };
            (i64::from(lo), hi)
        })
    }
}

impl Default for Row {
    fn default() -> Self {
        Row {
            ords: [NO_ORD; 4],
            salary: [NO_SALARY, NO_TOP],
        }
    }
}

/// A salary bound as a row holds it: negative amounts are 0, amounts past the range are the
/// largest it holds below the markers (no real monthly salary comes near 4 billion rupees).
fn bound(v: i64, marker: u32) -> u32 {
    if v >= i64::from(marker) {
        if marker == NO_TOP && v >= i64::MAX / 2 {
            NO_TOP
        } else {
            marker - 1
        }
    } else {
        v.max(0) as u32
    }
}

/// The rows of one segment and the dictionaries of its string groups.
pub struct SegmentRows {
    pub rows: Vec<Row>,
    /// Per string group: the value of each ordinal.
    pub values: [Vec<String>; 4],
    /// Per string group: the place of each ordinal's value among the group's words
    /// (`facets::GROUP_WORDS`), `NO_SLOT` for a value that is not one.
    pub slots: [Vec<u8>; 4],
    /// Each document's title levels (`levels::title_levels`).
    pub title_levels: Vec<u8>,
}

impl SegmentRows {
    /// Asks the processor to start loading the row of `doc` into its cache.
    #[inline]
    pub fn prefetch(&self, doc: DocId) {
        #[cfg(target_arch = "x86_64")]
        if let Some(row) = self.rows.get(doc as usize) {
            // SAFETY: a prefetch is a hint: it never faults and changes no memory.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    (row as *const Row).cast(),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = doc;
    }

    fn read(reader: &SegmentReader) -> tantivy::Result<Self> {
        let ff = reader.fast_fields();
        let n = reader.max_doc() as usize;
        let mut rows = vec![Row::default(); n];
        let mut values: [Vec<String>; 4] = Default::default();
        for (g, name) in STRING_GROUPS.iter().enumerate() {
            let Some(col) = ff.str(name)? else {
                continue;
            };
            // More distinct values than an ordinal holds: the rest count as no value (the API
            // accepts only the spec's few values of each group: 43 categories at most).
            let kept = col.dictionary().num_terms().min(NO_ORD as usize);
            let mut buf = String::new();
            for ord in 0..kept {
                buf.clear();
                col.ord_to_str(ord as u64, &mut buf)?;
                values[g].push(buf.clone());
            }
            let ords = col.ords();
            for (doc, row) in rows.iter_mut().enumerate() {
                let ord = ords
                    .first(doc as DocId)
                    .filter(|o| (*o as usize) < kept)
                    .map_or(NO_ORD, |o| o as u8);
                row.ords[g] = (row.ords[g] & 0x80) | ord;
            }
        }
        let blue = ff.u64(names::BLUE_COLLAR)?;
        let has_salary = ff.u64(names::HAS_SALARY)?;
        let sal_min = ff.i64(names::SALARY_MIN)?;
        let sal_max = ff.i64(names::SALARY_MAX)?;
        for (doc, row) in rows.iter_mut().enumerate() {
            let doc = doc as DocId;
            if blue.first(doc).unwrap_or(0) >= 1 {
                row.ords[3] |= 0x80;
            }
            if has_salary.first(doc) == Some(1) {
                row.salary = [
                    bound(sal_min.first(doc).unwrap_or(0), NO_SALARY),
                    bound(sal_max.first(doc).unwrap_or(0), NO_TOP),
                ];
            }
        }
        let slots = std::array::from_fn(|g| {
            values[g]
                .iter()
                .map(|v| {
                    crate::facets::GROUP_WORDS[g]
                        .iter()
                        .position(|w| w == v)
                        .map_or(NO_SLOT, |i| i as u8)
                })
                .collect()
        });
        Ok(Self {
            rows,
            values,
            slots,
            title_levels: crate::levels::title_levels(reader)?,
        })
    }
}

/// Rows of at most this many documents are kept (13 bytes each); the least recently
/// used segments go first. A million-job index needs about a million.
const MAX_CACHED_DOCS: usize = 4_000_000;

struct Entry {
    rows: Arc<Mutex<Option<Arc<SegmentRows>>>>,
    docs: usize,
    used: u64,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<SegmentId, Entry>,
    clock: u64,
}

static CACHE: LazyLock<Mutex<Cache>> = LazyLock::new(Default::default);

/// The rows of a segment: read on first use (one reader reads, concurrent ones wait), then
/// shared by every search of any searcher that holds the segment.
pub fn of(reader: &SegmentReader) -> tantivy::Result<Arc<SegmentRows>> {
    let cell = {
        let mut c = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        c.clock += 1;
        let now = c.clock;
        let docs = reader.max_doc() as usize;
        let cell = c
            .entries
            .entry(reader.segment_id())
            .or_insert_with(|| Entry {
                rows: Arc::default(),
                docs,
                used: now,
            });
        cell.used = now;
        let cell = cell.rows.clone();
        evict(&mut c, reader.segment_id());
        cell
    };
    let mut slot = cell.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(rows) = slot.as_ref() {
        return Ok(rows.clone());
    }
    let rows = Arc::new(SegmentRows::read(reader)?);
    *slot = Some(rows.clone());
    Ok(rows)
}

/// Drops the least recently used segments while the cache holds too many documents.
fn evict(c: &mut Cache, keep: SegmentId) {
    let mut total: usize = c.entries.values().map(|e| e.docs).sum();
    while total > MAX_CACHED_DOCS {
        let Some((&id, e)) = c
            .entries
            .iter()
            .filter(|(id, _)| **id != keep)
            .min_by_key(|(_, e)| e.used)
        else {
            break;
        };
        total -= e.docs;
        c.entries.remove(&id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn salaries_survive_the_row() {
        let row = |lo: i64, hi: i64| Row {
            ords: [0; 4],
            salary: [bound(lo, NO_SALARY), bound(hi, NO_TOP)],
        };
        assert_eq!(row(25_000, 50_000).salary(), Some((25_000, 50_000)));
        // A salary without a top keeps meaning "no top".
        assert_eq!(
            row(25_000, i64::MAX / 2).salary(),
            Some((25_000, i64::MAX / 2))
        );
        assert_eq!(row(0, 0).salary(), Some((0, 0)));
        assert_eq!(Row::default().salary(), None);
        let mut r = Row::default();
        assert!(!r.blue());
        r.ords[3] |= 0x80;
        assert!(r.blue());
        assert_eq!(r.ord(3), NO_ORD);
    }
}
