//! What an uploaded file really is, by its first bytes; the client's name and type are ignored.

/// Largest accepted file (spec §9: 5 MB).
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;

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
    } else if b.starts_with(b"%PDF-") {
        Some(FileType::Pdf)
    } else if b.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
        Some(FileType::Doc)
    } else if b.starts_with(b"PK\x03\x04") && is_docx(b) {
        Some(FileType::Docx)
    } else {
        None
    }
}

/// A DOCX is a zip whose entries include `[Content_Types].xml` and `word/`.
fn is_docx(b: &[u8]) -> bool {
    let has = |needle: &[u8]| b.windows(needle.len()).any(|w| w == needle);
    has(b"[Content_Types].xml") && has(b"word/")
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
        assert_eq!(sniff(b"%PDF-1.7\n"), Some(FileType::Pdf));
        assert_eq!(
            sniff(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0]),
            Some(FileType::Doc)
        );
        assert_eq!(
            sniff(b"PK\x03\x04....[Content_Types].xml....word/document.xml"),
            Some(FileType::Docx)
        );
        assert_eq!(sniff(b"PK\x03\x04 plain zip"), None);
        assert_eq!(sniff(b"<html><script>alert(1)</script>"), None);
        assert_eq!(sniff(b"<?xml version=\"1.0\"?><svg xmlns="), None);
        assert_eq!(sniff(b""), None);
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
