//! A one-page A4 PDF writer shared by the employer brochure and the simple résumé: hand-written
//! PDF 1.4 with the standard Helvetica fonts (nothing embedded, no dependency), text wrapped by
//! Helvetica's own glyph widths. A few kilobytes that every PDF reader opens.
//!
//! The standard fonts cover WinAnsi (Latin-1 and a little more): `plain` maps any other
//! character to `?`, so callers that must keep other scripts readable transliterate first.

use std::fmt::Write as _;

/// Widths of Helvetica's printable ASCII glyphs (32..=126) in thousandths of the font size
/// (Adobe's Helvetica AFM), for wrapping lines.
const HELVETICA: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/// A4 in points.
pub const PAGE_W: f32 = 595.0;
pub const PAGE_H: f32 = 842.0;
/// The left and right margin, and the least room kept at the bottom.
pub const MARGIN: f32 = 56.0;

/// `text` with every character the standard fonts cannot show replaced: dashes and typographic
/// quotes become their ASCII forms, Latin-1 letters stay, anything else is `?`.
pub fn plain(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            ' '..='~' | '\u{a0}'..='\u{ff}' => c,
            '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
            '\u{2018}' | '\u{2019}' => '\'',
            '\u{201c}' | '\u{201d}' => '"',
            '\u{2022}' => '-',
            '\t' => ' ',
            _ => '?',
        })
        .collect()
}

/// The width of `text` in points at `size` (bold is about a tenth wider).
pub fn width(text: &str, size: f32, bold: bool) -> f32 {
    let units: u32 = text
        .chars()
        .map(|c| match c as u32 {
            32..=126 => u32::from(HELVETICA[c as usize - 32]),
            _ => 556,
        })
        .sum();
    let w = units as f32 * size / 1000.0;
    if bold { w * 1.1 } else { w }
}

/// `text` broken into lines no wider than `max` points; a word wider than a line is cut.
pub fn wrap(text: &str, size: f32, bold: bool, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(&candidate, size, bold) <= max {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // A single word wider than the line (a long e-mail address, say) is cut to fit.
        let mut rest = word.to_string();
        while width(&rest, size, bold) > max {
            let mut cut = String::new();
            for c in rest.chars() {
                if width(&format!("{cut}{c}"), size, bold) > max {
                    break;
                }
                cut.push(c);
            }
            if cut.is_empty() {
                break;
            }
            rest = rest[cut.len()..].to_string();
            lines.push(cut);
        }
        line = rest;
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A PDF string literal of `text` (`plain` first): the three specials are escaped, and `<`,
/// `>` and every byte past ASCII are written as octal escapes (WinAnsi codes), so the file's
/// bytes stay ASCII and never look like markup to the upload checks, whatever a user typed.
pub fn literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('(');
    for c in plain(text).chars() {
        match c {
            '(' | ')' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '<' | '>' => {
                let _ = write!(out, "\\{:03o}", c as u32);
            }
            ' '..='~' => out.push(c),
            _ => {
                let _ = write!(out, "\\{:03o}", c as u32);
            }
        }
    }
    out.push(')');
    out
}

/// One page's drawing operators, laid out top to bottom from `y`.
pub struct Page {
    ops: String,
    /// The baseline of the last line drawn.
    pub y: f32,
    /// Lines that did not fit above the bottom margin (left out).
    pub overflowed: bool,
}

impl Page {
    /// An empty page whose first line goes below `top`.
    pub fn new(top: f32) -> Self {
        Self {
            ops: String::new(),
            y: top,
            overflowed: false,
        }
    }

    /// Appends raw drawing operators (a filled band, a rule).
    pub fn raw(&mut self, ops: &str) {
        self.ops.push_str(ops);
        if !ops.ends_with('\n') {
            self.ops.push('\n');
        }
    }

    /// Whether a line of `size` still fits above the bottom margin.
    fn fits(&mut self, size: f32, leading: f32) -> bool {
        let ok = self.y - size * leading >= MARGIN - 16.0;
        if !ok {
            self.overflowed = true;
        }
        ok
    }

    /// `text` wrapped across the page at `x`, in `color` ("r g b" fractions).
    pub fn text_at(&mut self, x: f32, text: &str, size: f32, bold: bool, color: &str) {
        let font = if bold { "F2" } else { "F1" };
        for line in wrap(&plain(text), size, bold, PAGE_W - MARGIN - x) {
            if !self.fits(size, 1.35) {
                return;
            }
            self.y -= size * 1.35;
            let _ = writeln!(
                self.ops,
                "BT {color} rg /{font} {size} Tf {x} {:.1} Td {} Tj ET",
                self.y,
                literal(&line)
            );
        }
    }

    /// `text` wrapped across the page from the left margin.
    pub fn text(&mut self, text: &str, size: f32, bold: bool, color: &str) {
        self.text_at(MARGIN, text, size, bold, color);
    }

    pub fn gap(&mut self, points: f32) {
        self.y -= points;
    }

    /// A bulleted item of `size` points: a dash in `marker` colour, the text in `color`.
    pub fn bullet(&mut self, text: &str, size: f32, marker: &str, color: &str) {
        let indent = 16.0;
        for (i, line) in wrap(&plain(text), size, false, PAGE_W - 2.0 * MARGIN - indent)
            .into_iter()
            .enumerate()
        {
            if !self.fits(size, 1.4) {
                return;
            }
            self.y -= size * 1.4;
            if i == 0 {
                let _ = writeln!(
                    self.ops,
                    "BT {marker} rg /F2 {size} Tf {MARGIN} {:.1} Td (-) Tj ET",
                    self.y
                );
            }
            let _ = writeln!(
                self.ops,
                "BT {color} rg /F1 {size} Tf {} {:.1} Td {} Tj ET",
                MARGIN + indent,
                self.y,
                literal(&line)
            );
        }
    }

    /// A horizontal rule across the text column, `gap` points below the last line.
    pub fn rule(&mut self, gap: f32, color: &str) {
        self.y -= gap;
        let _ = writeln!(
            self.ops,
            "{color} RG 0.75 w {MARGIN} {:.1} m {} {:.1} l S",
            self.y,
            PAGE_W - MARGIN,
            self.y
        );
    }

    /// The page as a whole PDF file.
    pub fn finish(self) -> Vec<u8> {
        document(&self.ops)
    }
}

/// A one-page PDF around a content stream: catalog, pages, page, two fonts, the stream, and a
/// cross-reference table with each object's byte offset.
fn document(content: &str) -> Vec<u8> {
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] \
             /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>"
        ),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
            .to_string(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"
            .to_string(),
        format!(
            "<< /Length {} >>\nstream\n{content}\nendstream",
            content.len()
        ),
    ];
    let mut out = String::from("%PDF-1.4\n");
    let mut offsets = Vec::with_capacity(objects.len());
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        let _ = write!(out, "{} 0 obj\n{body}\nendobj\n", i + 1);
    }
    let xref = out.len();
    let _ = write!(out, "xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for o in offsets {
        let _ = writeln!(out, "{o:010} 00000 n ");
    }
    let _ = write!(
        out,
        "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    );
    out.into_bytes()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Checks a PDF of ours: ASCII, header and trailer, every cross-reference entry pointing at
    /// its object and the stream's length exact. Returns the text.
    pub(crate) fn check_structure(pdf: &[u8]) -> String {
        assert!(pdf.is_ascii(), "the file's bytes are ASCII");
        let text = String::from_utf8(pdf.to_vec()).expect("ASCII");
        assert!(text.starts_with("%PDF-1.4\n") && text.ends_with("%%EOF\n"));
        let start: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .expect("startxref");
        assert!(text[start..].starts_with("xref\n0 7\n"));
        let entries: Vec<usize> = text[start..]
            .lines()
            .skip(3)
            .take(6)
            .map(|l| l[..10].parse().expect("offset"))
            .collect();
        for (i, offset) in entries.into_iter().enumerate() {
            assert!(
                text[offset..].starts_with(&format!("{} 0 obj\n", i + 1)),
                "object {}",
                i + 1
            );
        }
        let length: usize = text
            .split("/Length ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("length");
        let start = text.find(">>\nstream\n").expect("stream") + ">>\nstream\n".len();
        assert!(text[start + length..].starts_with("\nendstream"));
        assert_eq!(
            crate::uploads::sniff(pdf),
            Some(crate::uploads::FileType::Pdf),
            "passes the résumé checks"
        );
        text
    }

    #[test]
    fn lines_wrap_within_the_page_and_long_words_are_cut() {
        let long = "word ".repeat(200);
        let lines = wrap(&long, 11.5, false, 483.0);
        assert!(lines.len() > 5);
        assert!(lines.iter().all(|l| width(l, 11.5, false) <= 483.0));
        let address = "a".repeat(300);
        let lines = wrap(&address, 11.0, false, 200.0);
        assert!(lines.len() > 1 && lines.iter().all(|l| width(l, 11.0, false) <= 200.0));
        assert_eq!(lines.concat(), address);
    }

    #[test]
    fn strings_are_escaped_and_kept_ascii() {
        assert_eq!(literal("a (b) \\ c"), "(a \\(b\\) \\\\ c)");
        assert_eq!(literal("₹500 — नौकरी"), "(?500 - ?????)");
        assert_eq!(literal("<html>"), "(\\074html\\076)");
        assert_eq!(literal("José’s"), "(Jos\\351's)");
    }

    #[test]
    fn a_page_stops_at_the_bottom_margin() {
        let mut page = Page::new(PAGE_H - MARGIN);
        for _ in 0..200 {
            page.text("A line of text", 12.0, false, "0 0 0");
        }
        assert!(page.overflowed);
        assert!(page.y >= MARGIN - 16.0);
        let text = check_structure(&page.finish());
        assert!(text.contains("(A line of text)"));
    }
}
