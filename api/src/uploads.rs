//! What an uploaded file really is, by its first bytes; the client's name and type are ignored.

/// Largest accepted file (spec §9: 5 MB).
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;
/// Uploads one signed-in user may make in an hour.
pub const USER_UPLOADS_PER_HOUR: u64 = 30;
/// Bytes one user's files may hold in all (an avatar, a logo, a résumé and those that
/// applications keep leave plenty of room; one job seeker wrote 300 MB in 1.1 s).
pub const USER_STORAGE_BYTES: i64 = 25 * 1024 * 1024;
/// Hours an upload may stay unreferenced (by a profile, an application or a waiting sign-up)
/// before the sweep removes it.
pub const ORPHAN_HOURS: i32 = 24;

/// A recognised file type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileType {
    Jpeg,
    Png,
    Gif,
    Webp,
    Pdf,
    Doc,
    Docx,
}

impl FileType {
    /// Every accepted type.
    pub const ALL: [FileType; 7] = [
        FileType::Jpeg,
        FileType::Png,
        FileType::Gif,
        FileType::Webp,
        FileType::Pdf,
        FileType::Doc,
        FileType::Docx,
    ];

    pub fn ext(self) -> &'static str {
        match self {
            FileType::Jpeg => "jpg",
            FileType::Png => "png",
            FileType::Gif => "gif",
            FileType::Webp => "webp",
            FileType::Pdf => "pdf",
            FileType::Doc => "doc",
            FileType::Docx => "docx",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            FileType::Jpeg => "image/jpeg",
            FileType::Png => "image/png",
            FileType::Gif => "image/gif",
            FileType::Webp => "image/webp",
            FileType::Pdf => "application/pdf",
            FileType::Doc => "application/msword",
            FileType::Docx => {
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            }
        }
    }

    pub fn is_image(self) -> bool {
        matches!(
            self,
            FileType::Jpeg | FileType::Png | FileType::Gif | FileType::Webp
        )
    }

    /// The `uploads.kind` value.
    pub fn kind(self) -> &'static str {
        if self.is_image() { "image" } else { "document" }
    }
}

/// Recognises a file by its magic bytes.
pub fn sniff(b: &[u8]) -> Option<FileType> {
    if b.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(FileType::Jpeg)
    } else if b.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(FileType::Png)
    } else if b.starts_with(b"GIF87a") || b.starts_with(b"GIF89a") {
        Some(FileType::Gif)
    } else if b.len() >= 12 && &b[..4] == b"RIFF" && &b[8..12] == b"WEBP" {
        Some(FileType::Webp)
    } else if is_pdf(b) {
        Some(FileType::Pdf)
    } else if is_doc(b) {
        Some(FileType::Doc)
    } else if is_docx(b) {
        Some(FileType::Docx)
    } else {
        None
    }
}

/// The most a DOCX may inflate to, all entries together.
pub const MAX_DOCX_INFLATED: u64 = 50 * 1024 * 1024;

/// A PDF: the `%PDF-x.y` header, the `%%EOF` trailer within the last 1 KB, and no HTML markup
/// up front (a prefix alone let `%PDF-` followed by a web page through).
fn is_pdf(b: &[u8]) -> bool {
    let header = b.len() >= 8
        && b.starts_with(b"%PDF-")
        && b[5].is_ascii_digit()
        && b[6] == b'.'
        && b[7].is_ascii_digit();
    let tail = &b[b.len().saturating_sub(1024)..];
    let trailer = tail.windows(5).any(|w| w == b"%%EOF");
    let head = String::from_utf8_lossy(&b[..b.len().min(1024)]).to_ascii_lowercase();
    let markup = ["<html", "<!doctype", "<script", "<body", "<iframe", "<svg"]
        .iter()
        .any(|m| head.contains(m));
    header && trailer && !markup
}

/// A Word 97-2003 file: the OLE compound-file signature, its little-endian byte-order mark and
/// a sector size of 512 or 4096 bytes.
fn is_doc(b: &[u8]) -> bool {
    b.len() >= 512
        && b.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
        && b[28..30] == [0xFE, 0xFF]
        && matches!(u16::from_le_bytes([b[30], b[31]]), 9 | 12)
}

/// A DOCX: a zip whose central directory lists `[Content_Types].xml` and the main part
/// `word/document.xml`, whose entries together inflate to at most `MAX_DOCX_INFLATED` (a
/// 1 MB file that inflated to 1 GiB was accepted), and that uses no ZIP64 sizes. Entry names
/// found anywhere in the bytes (a zip with the right first entries) no longer pass.
fn is_docx(b: &[u8]) -> bool {
    if !b.starts_with(b"PK\x03\x04") {
        return false;
    }
    let Some(entries) = zip_entries(b) else {
        return false;
    };
    let inflated: u64 = entries.iter().map(|(_, size)| *size).sum();
    let has = |name: &str| entries.iter().any(|(n, _)| n == name);
    has("[Content_Types].xml") && has("word/document.xml") && inflated <= MAX_DOCX_INFLATED
}

/// The (name, uncompressed size) of every entry of a zip's central directory, or `None` when
/// the directory is missing, truncated or ZIP64.
fn zip_entries(b: &[u8]) -> Option<Vec<(String, u64)>> {
    let u16_at = |i: usize| Some(u16::from_le_bytes(b.get(i..i + 2)?.try_into().ok()?));
    let u32_at = |i: usize| Some(u32::from_le_bytes(b.get(i..i + 4)?.try_into().ok()?));
    // The end-of-central-directory record: within the last 64 KB + 22 bytes (its comment).
    let from = b.len().saturating_sub(22 + 65_535);
    let eocd = (from..b.len().saturating_sub(21))
        .rev()
        .find(|&i| b[i..].starts_with(b"PK\x05\x06"))?;
    let count = u16_at(eocd + 10)? as usize;
    let mut at = u32_at(eocd + 16)? as usize;
    if count == 0xFFFF || at == 0xFFFF_FFFF_usize {
        return None; // ZIP64
    }
    let mut out = Vec::with_capacity(count.min(1024));
    for _ in 0..count {
        if b.get(at..at + 4)? != b"PK\x01\x02" {
            return None;
        }
        let size = u32_at(at + 24)?;
        if size == 0xFFFF_FFFF {
            return None; // ZIP64
        }
        let name_len = u16_at(at + 28)? as usize;
        let extra_len = u16_at(at + 30)? as usize;
        let comment_len = u16_at(at + 32)? as usize;
        let name = b.get(at + 46..at + 46 + name_len)?;
        out.push((String::from_utf8_lossy(name).into_owned(), u64::from(size)));
        at += 46 + name_len + extra_len + comment_len;
    }
    Some(out)
}

/// Removes the uploads nothing has referred to for `ORPHAN_HOURS` (rows, then files); returns
/// how many went.
pub async fn sweep_orphans(db: &sqlx::PgPool, dir: &std::path::Path) -> sqlx::Result<usize> {
    let gone = crate::store::uploads::delete_orphans(db, ORPHAN_HOURS).await?;
    for name in gone.iter().filter(|n| valid_stored_name(n)) {
        if let Err(e) = tokio::fs::remove_file(dir.join(name)).await
            && e.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(error = %e, file = %name, "unreferenced upload not removed");
        }
    }
    Ok(gone.len())
}

/// A stored name is ours: 32 hex characters, a dot and a known extension.
pub fn valid_stored_name(name: &str) -> bool {
    let Some((stem, ext)) = name.split_once('.') else {
        return false;
    };
    stem.len() == 32
        && stem
            .bytes()
            .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        && ["jpg", "png", "gif", "webp", "pdf", "doc", "docx"].contains(&ext)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_by_content_not_name() {
        assert_eq!(sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0]), Some(FileType::Jpeg));
        assert_eq!(sniff(b"\x89PNG\r\n\x1a\n...."), Some(FileType::Png));
        assert_eq!(sniff(b"GIF89a...."), Some(FileType::Gif));
        assert_eq!(sniff(b"RIFF\0\0\0\0WEBPVP8 "), Some(FileType::Webp));
        assert_eq!(sniff(b"%PDF-1.7\n1 0 obj\n%%EOF\n"), Some(FileType::Pdf));
        assert_eq!(sniff(&doc()), Some(FileType::Doc));
        assert_eq!(
            sniff(&zip(&[
                ("[Content_Types].xml", 100),
                ("word/document.xml", 5000)
            ])),
            Some(FileType::Docx)
        );
        assert_eq!(sniff(b"PK\x03\x04 plain zip"), None);
        assert_eq!(sniff(b"<html><script>alert(1)</script>"), None);
        assert_eq!(sniff(b"<?xml version=\"1.0\"?><svg xmlns="), None);
        assert_eq!(sniff(b""), None);
    }

    /// A minimal zip: local headers are not read, so only the central directory is real.
    fn zip(entries: &[(&str, u32)]) -> Vec<u8> {
        let mut b = b"PK\x03\x04".to_vec();
        b.extend_from_slice(&[0; 26]);
        let dir_at = b.len() as u32;
        for (name, size) in entries {
            b.extend_from_slice(b"PK\x01\x02");
            b.extend_from_slice(&[0; 16]);
            b.extend_from_slice(&100u32.to_le_bytes()); // compressed
            b.extend_from_slice(&size.to_le_bytes()); // uncompressed
            b.extend_from_slice(&(name.len() as u16).to_le_bytes());
            b.extend_from_slice(&[0; 16]);
            b.extend_from_slice(name.as_bytes());
        }
        let dir_len = b.len() as u32 - dir_at;
        b.extend_from_slice(b"PK\x05\x06");
        b.extend_from_slice(&[0; 4]);
        b.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        b.extend_from_slice(&(entries.len() as u16).to_le_bytes());
        b.extend_from_slice(&dir_len.to_le_bytes());
        b.extend_from_slice(&dir_at.to_le_bytes());
        b.extend_from_slice(&[0; 2]);
        b
    }

    fn doc() -> Vec<u8> {
        let mut b = vec![0u8; 512];
        b[..8].copy_from_slice(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]);
        b[28..32].copy_from_slice(&[0xFE, 0xFF, 9, 0]);
        b
    }

    #[test]
    fn documents_are_checked_for_structure_not_only_a_prefix() {
        // A web page behind a PDF header, or a PDF without its trailer.
        assert_eq!(
            sniff(b"%PDF-1.4\n<html><script>alert(1)</script>%%EOF"),
            None
        );
        assert_eq!(sniff(b"%PDF-<!DOCTYPE html><body>hi</body>\n%%EOF\n"), None);
        assert_eq!(sniff(b"%PDF-1.4\n1 0 obj << >> endobj\n"), None);
        // A zip that only names the parts in its bytes, or lacks the main part.
        assert_eq!(
            sniff(b"PK\x03\x04....[Content_Types].xml....word/document.xml"),
            None
        );
        assert_eq!(
            sniff(&zip(&[
                ("[Content_Types].xml", 100),
                ("word/styles.xml", 10)
            ])),
            None
        );
        // A bomb: a few KB that declare more than 50 MB inflated.
        assert_eq!(
            sniff(&zip(&[
                ("[Content_Types].xml", 100),
                ("word/document.xml", 60 * 1024 * 1024),
            ])),
            None
        );
        // ZIP64 sizes, and a truncated directory.
        assert_eq!(
            sniff(&zip(&[
                ("[Content_Types].xml", 100),
                ("word/document.xml", u32::MAX)
            ])),
            None
        );
        let whole = zip(&[("[Content_Types].xml", 1), ("word/document.xml", 1)]);
        assert_eq!(sniff(&whole[..whole.len() - 30]), None);
        // A compound file with a wrong byte-order mark.
        let mut bad = doc();
        bad[28] = 0;
        assert_eq!(sniff(&bad), None);
    }

    #[test]
    fn stored_names() {
        assert!(valid_stored_name("0123456789abcdef0123456789abcdef.png"));
        assert!(!valid_stored_name("../etc/passwd"));
        assert!(!valid_stored_name("0123456789abcdef0123456789abcdef.html"));
        assert!(!valid_stored_name("0123456789ABCDEF0123456789abcdef.png"));
        assert!(!valid_stored_name("x.png"));
    }
}
