//! The index's directory: tantivy's `MmapDirectory`, except for a segment's temporary store,
//! which is read with `pread`.
//!
//! The index is sorted by place (`index::create_generation`), so when the writer flushes a
//! segment it first writes the stored records uncompressed, in the order they came, to a
//! temporary store (`<segment>.store.temp`, 16 KB blocks), then reads them back in the sorted
//! order to write the real store. Through a mapped file, every page of that temporary store
//! (about 280 MB for a segment of 200k jobs) became part of the writer's resident set until the
//! segment was done, and the rebuild's two threads flush at the same moment: at 1M jobs, the
//! rebuild's peak RSS was 1,000 MB for 450 MB of its own memory (`benches/README.md`, round 3,
//! ninth part). Read with `pread`, each block is copied into a buffer that is freed once its
//! record has been written, and the pages stay in the kernel's page cache, not in the process.
//! Every other file (what searches and merges read) is mapped as before.

use std::{
    fs::File,
    io,
    ops::Range,
    os::unix::fs::FileExt,
    path::{Path, PathBuf},
    sync::Arc,
};

use tantivy::{
    Directory,
    directory::{
        DirectoryLock, FileHandle, Lock, MmapDirectory, OwnedBytes, WatchCallback, WatchHandle,
        WritePtr,
        error::{DeleteError, LockError, OpenDirectoryError, OpenReadError, OpenWriteError},
    },
};

/// What tantivy names a segment's temporary store (`SegmentComponent::TempStore`).
const TEMP_STORE_SUFFIX: &str = ".store.temp";

/// `MmapDirectory`, with the temporary stores of sorted segments read by `pread`.
#[derive(Clone, Debug)]
pub struct IndexDirectory {
    root: PathBuf,
    mapped: MmapDirectory,
}

impl IndexDirectory {
    pub fn open(root: &Path) -> Result<Self, OpenDirectoryError> {
        Ok(Self {
            root: root.to_path_buf(),
            mapped: MmapDirectory::open(root)?,
        })
    }
}

fn is_temp_store(path: &Path) -> bool {
    path.to_str()
        .is_some_and(|p| p.ends_with(TEMP_STORE_SUFFIX))
}

/// A file read with `pread`: each read copies its range into a buffer of its own. (tantivy's
/// common crate has the same, `WrapFile`, but tantivy does not export it and it refuses an
/// empty read.)
#[derive(Debug)]
struct ReadFile {
    file: File,
    len: usize,
}

impl ReadFile {
    fn open(path: &Path) -> io::Result<Self> {
        let file = File::open(path)?;
        let len = usize::try_from(file.metadata()?.len())
            .map_err(|_| io::Error::other("file too large"))?;
        Ok(Self { file, len })
    }
}

impl tantivy::HasLen for ReadFile {
    fn len(&self) -> usize {
        self.len
    }
}

impl FileHandle for ReadFile {
    fn read_bytes(&self, range: Range<usize>) -> io::Result<OwnedBytes> {
        if range.start > range.end || range.end > self.len {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("read of {range:?} in a file of {} bytes", self.len),
            ));
        }
        let mut buf = vec![0u8; range.len()];
        self.file.read_exact_at(&mut buf, range.start as u64)?;
        Ok(OwnedBytes::new(buf))
    }
}

impl Directory for IndexDirectory {
    fn get_file_handle(&self, path: &Path) -> Result<Arc<dyn FileHandle>, OpenReadError> {
        if !is_temp_store(path) {
            return self.mapped.get_file_handle(path);
        }
        let full = self.root.join(path);
        #[cfg(test)]
        tests::TEMP_STORES_READ.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        match ReadFile::open(&full) {
            Ok(f) => Ok(Arc::new(f)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                Err(OpenReadError::FileDoesNotExist(path.to_path_buf()))
            }
            Err(e) => Err(OpenReadError::wrap_io_error(e, full)),
        }
    }

    fn delete(&self, path: &Path) -> Result<(), DeleteError> {
        self.mapped.delete(path)
    }

    fn exists(&self, path: &Path) -> Result<bool, OpenReadError> {
        self.mapped.exists(path)
    }

    fn open_write(&self, path: &Path) -> Result<WritePtr, OpenWriteError> {
        self.mapped.open_write(path)
    }

    fn atomic_read(&self, path: &Path) -> Result<Vec<u8>, OpenReadError> {
        self.mapped.atomic_read(path)
    }

    fn atomic_write(&self, path: &Path, data: &[u8]) -> io::Result<()> {
        self.mapped.atomic_write(path, data)
    }

    fn sync_directory(&self) -> io::Result<()> {
        self.mapped.sync_directory()
    }

    fn acquire_lock(&self, lock: &Lock) -> Result<DirectoryLock, LockError> {
        self.mapped.acquire_lock(lock)
    }

    fn watch(&self, watch_callback: WatchCallback) -> tantivy::Result<WatchHandle> {
        self.mapped.watch(watch_callback)
    }
}

#[cfg(test)]
mod tests {
    use tantivy::{
        Index, IndexSettings, IndexSortByField, IndexWriter, Order, TantivyDocument,
        collector::DocSetCollector,
        doc,
        query::AllQuery,
        schema::{FAST, STORED, Schema, TEXT, Value},
    };

    use super::*;

    /// Temporary stores opened through `ReadFile` (the one test that writes a sorted index
    /// looks at it).
    pub(super) static TEMP_STORES_READ: std::sync::atomic::AtomicUsize =
        std::sync::atomic::AtomicUsize::new(0);

    #[test]
    fn a_read_file_reads_exactly_the_ranges_asked_and_refuses_past_its_end() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("a.store.temp");
        let bytes: Vec<u8> = (0..10_000u32).map(|i| (i % 251) as u8).collect();
        std::fs::write(&path, &bytes).expect("write");
        let f = ReadFile::open(&path).expect("open");
        assert_eq!(tantivy::HasLen::len(&f), 10_000);
        assert_eq!(f.read_bytes(0..10).expect("read").as_slice(), &bytes[0..10]);
        assert_eq!(
            f.read_bytes(4_000..9_999).expect("read").as_slice(),
            &bytes[4_000..9_999]
        );
        assert!(f.read_bytes(5..5).expect("empty read").is_empty());
        assert!(f.read_bytes(9_000..10_001).is_err());
    }

    #[test]
    fn only_temporary_stores_are_read_without_a_map() {
        assert!(is_temp_store(Path::new("0a1b.store.temp")));
        assert!(!is_temp_store(Path::new("0a1b.store")));
        assert!(!is_temp_store(Path::new("0a1b.idx")));
        assert!(!is_temp_store(Path::new("meta.json")));
    }

    /// A sorted index written through this directory: its segments' stores went through the
    /// temporary store and `ReadFile`, and every record comes back with its document, in the
    /// sorted order.
    #[test]
    fn a_sorted_index_keeps_every_stored_record_with_its_document() {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut b = Schema::builder();
        let key = b.add_u64_field("key", FAST | STORED);
        let body = b.add_text_field("body", TEXT | STORED);
        let schema = b.build();
        let settings = IndexSettings {
            sort_by_field: Some(IndexSortByField {
                field: "key".into(),
                order: Order::Asc,
            }),
            ..IndexSettings::default()
        };
        let index = Index::create(
            IndexDirectory::open(dir.path()).expect("open"),
            schema,
            settings,
        )
        .expect("create");
        let mut writer: IndexWriter = index.writer_with_num_threads(1, 15_000_000).expect("w");
        // Keys in a scrambled order, records long enough to span several 16 KB blocks.
        let n = 3_000u64;
        for i in 0..n {
            let k = (i * 7_919) % n;
            writer
                .add_document(doc!(key => k, body => format!("record {k} {}", "x".repeat(40))))
                .expect("add");
        }
        writer.commit().expect("commit");
        assert!(TEMP_STORES_READ.load(std::sync::atomic::Ordering::SeqCst) >= 1);
        let searcher = index.reader().expect("reader").searcher();
        assert_eq!(searcher.num_docs(), n);
        let mut keys = Vec::new();
        for addr in searcher
            .search(&AllQuery, &DocSetCollector)
            .expect("search")
        {
            let d: TantivyDocument = searcher.doc(addr).expect("doc");
            let k = d.get_first(key).and_then(|v| v.as_u64()).expect("key");
            let text = d.get_first(body).and_then(|v| v.as_str()).expect("body");
            assert!(text.starts_with(&format!("record {k} ")), "{k}: {text}");
            keys.push((addr, k));
        }
        keys.sort();
        let in_order: Vec<u64> = keys.iter().map(|(_, k)| *k).collect();
        assert_eq!(in_order, (0..n).collect::<Vec<_>>());
        // No temporary store is left behind.
        let left = std::fs::read_dir(dir.path())
            .expect("list")
            .flatten()
            .filter(|e| is_temp_store(Path::new(&e.file_name())))
            .count();
        assert_eq!(left, 0);
    }
}
