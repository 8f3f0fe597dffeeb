//! The demo accounts' files, made in code: a company logo (PNG) and a résumé (PDF).

/// CRC-32 (IEEE), as PNG chunks need.
fn crc32(parts: &[&[u8]]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for part in parts {
        for &b in *part {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
    }
    !crc
}

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in data {
        a = (a + u32::from(x)) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}

/// A zlib stream of stored (uncompressed) deflate blocks: valid, and small enough for a logo.
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01];
    let mut blocks = data.chunks(65_535).peekable();
    if blocks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0, 0xFF, 0xFF]);
    }
    while let Some(block) = blocks.next() {
        out.push(u8::from(blocks.peek().is_none()));
        let len = block.len() as u16;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
}

/// A 96×96 RGB logo: a rounded tile in `bg` with a white ring around a dot in `fg`.
pub fn logo_png(bg: [u8; 3], fg: [u8; 3]) -> Vec<u8> {
    const SIZE: u32 = 96;
    let white = [255u8; 3];
    let mut raw = Vec::with_capacity((SIZE * (SIZE * 3 + 1)) as usize);
    let (c, corner) = (SIZE as f64 / 2.0 - 0.5, 16.0);
    for y in 0..SIZE {
        raw.push(0); // filter: none
        for x in 0..SIZE {
            let (fx, fy) = (x as f64, y as f64);
            // distance outside the tile's rounded corners
            let qx = (fx - c).abs() - (c - corner);
            let qy = (fy - c).abs() - (c - corner);
            let outside = qx > 0.0 && qy > 0.0 && qx * qx + qy * qy > corner * corner;
            let d = ((fx - c) * (fx - c) + (fy - c) * (fy - c)).sqrt();
            let px = if outside {
                white
            } else if d < 14.0 {
                fg
            } else if (24.0..32.0).contains(&d) {
                white
            } else {
                bg
            };
            raw.extend_from_slice(&px);
        }
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&SIZE.to_be_bytes());
    ihdr.extend_from_slice(&SIZE.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB, deflate, no filter, no interlace
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(&mut png, b"IDAT", &zlib_stored(&raw));
    chunk(&mut png, b"IEND", &[]);
    png
}

/// A one-page PDF (Helvetica) with the given lines, ASCII only.
pub fn resume_pdf(lines: &[&str]) -> Vec<u8> {
    let mut content = String::from("BT /F1 20 Tf 56 780 Td 24 TL\n");
    for (i, line) in lines.iter().enumerate() {
        let text: String = line
            .chars()
            .filter(char::is_ascii)
            .flat_map(|ch| match ch {
                '(' | ')' | '\\' => vec!['\\', ch],
                _ => vec![ch],
            })
            .collect();
        if i == 1 {
            content.push_str("/F1 11 Tf 16 TL\n");
        }
        content.push_str(&format!("({text}) Tj T*\n"));
    }
    content.push_str("ET\n");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] \
         /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>"
            .to_string(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
        format!(
            "<< /Length {} >>\nstream\n{content}endstream",
            content.len()
        ),
    ];
    let mut pdf = String::from("%PDF-1.4\n");
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.push_str(&format!("{} 0 obj\n{body}\nendobj\n", i + 1));
    }
    let xref = pdf.len();
    pdf.push_str(&format!(
        "xref\n0 {}\n0000000000 65535 f \n",
        objects.len() + 1
    ));
    for o in offsets {
        pdf.push_str(&format!("{o:010} 00000 n \n"));
    }
    pdf.push_str(&format!(
        "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    ));
    pdf.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_and_adler_match_known_values() {
        assert_eq!(crc32(&[b"123456789"]), 0xCBF4_3926);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn logo_is_a_well_formed_png() {
        let png = logo_png([0x0f, 0x76, 0x6e], [0xf5, 0x9e, 0x0b]);
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        let mut at = 8;
        let mut kinds = Vec::new();
        while at < png.len() {
            let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
            let kind = &png[at + 4..at + 8];
            let data = &png[at + 8..at + 8 + len];
            let crc = u32::from_be_bytes(png[at + 8 + len..at + 12 + len].try_into().unwrap());
            assert_eq!(crc, crc32(&[kind, data]));
            kinds.push(String::from_utf8(kind.to_vec()).unwrap());
            at += 12 + len;
        }
        assert_eq!(at, png.len());
        assert_eq!(kinds, ["IHDR", "IDAT", "IEND"]);
        assert!(png.len() < 64 * 1024);
    }

    #[test]
    fn resume_is_a_pdf_with_a_valid_xref() {
        let pdf = resume_pdf(&["Rohan Verma", "Pune (India)"]);
        let text = String::from_utf8(pdf).unwrap();
        assert!(text.starts_with("%PDF-1.4"));
        assert!(text.ends_with("%%EOF\n"));
        assert!(text.contains("(Pune \\(India\\)) Tj"));
        let startxref: usize = text
            .rsplit("startxref\n")
            .next()
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(text[startxref..].starts_with("xref"));
        for (i, line) in text[startxref..].lines().skip(3).take(5).enumerate() {
            let off: usize = line[..10].parse().unwrap();
            assert!(text[off..].starts_with(&format!("{} 0 obj", i + 1)));
        }
    }
}
