//! Secrets: password hashing, session tokens and one-time codes.

use argon2::{
    Argon2,
    password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng},
};
use rand::Rng;
use sha2::{Digest, Sha256};

/// At most one password hash or check per core at a time: a flood of hashing requests queues
/// here instead of taking every blocking thread and core (hashing is never a CPU lever).
fn hashing_slots() -> &'static tokio::sync::Semaphore {
    static SLOTS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    SLOTS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        tokio::sync::Semaphore::new(cores)
    })
}

/// Runs CPU-heavy password work off the async threads, one per core at most.
async fn hashing<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let _slot = hashing_slots().acquire().await?;
    Ok(tokio::task::spawn_blocking(work).await?)
}

/// Hashes a password with argon2id (the crate's default parameters), off the async threads.
pub async fn hash_password(password: &str) -> anyhow::Result<String> {
    let password = password.to_owned();
    hashing(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("argon2: {e}"))
    })
    .await?
}

/// Verifies a password against an argon2 PHC string. A malformed hash never verifies.
pub async fn verify_password(hash: &str, password: &str) -> bool {
    let (hash, password) = (hash.to_owned(), password.to_owned());
    hashing(move || {
        PasswordHash::new(&hash)
            .map(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
            .unwrap_or(false)
    })
    .await
    .unwrap_or(false)
}

/// Verifies a password against a legacy bcrypt hash.
pub async fn verify_legacy_password(hash: &str, password: &str) -> bool {
    let (hash, password) = (hash.to_owned(), password.to_owned());
    hashing(move || bcrypt::verify(password, &hash).unwrap_or(false))
        .await
        .unwrap_or(false)
}

/// Spends the time of one password verification, so an unknown email answers as slowly as
/// a known one.
pub async fn burn_password_check(password: &str) {
    const DUMMY: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$wfuR5JvXSdfzTbeJVD3SgxGsT/1gZN+s8PjLbcRMmzI";
    let _ = verify_password(DUMMY, password).await;
}

/// A fresh 256-bit session token, hex-encoded for the cookie.
pub fn new_session_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes);
    hex::encode(bytes)
}

/// What the database stores for a session token.
pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A uniformly random 6-digit code from the thread's CSPRNG.
pub fn new_code() -> String {
    format!("{:06}", rand::rng().random_range(0..1_000_000u32))
}

/// The stored form of a code: keyed with the server secret and bound to email and purpose.
pub fn code_hash(pepper: &str, email: &str, purpose: &str, code: &str) -> Vec<u8> {
    let mut h = Sha256::new();
    for part in [pepper, email, purpose, code] {
        h.update((part.len() as u64).to_be_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().to_vec()
}

/// What reset cooldowns key a client address by: keyed with the server secret, so the table
/// holds no addresses.
pub fn address_hash(pepper: &str, ip: &str) -> Vec<u8> {
    code_hash(pepper, "", "address", ip)
}

/// Waits until `floor` has passed since `started`: answers whose work differs with what exists
/// (a known or unknown address) leave at the same time.
pub async fn no_sooner_than(started: std::time::Instant, floor: std::time::Duration) {
    tokio::time::sleep(floor.saturating_sub(started.elapsed())).await;
}

/// HMAC-SHA256 (RFC 2104) of `message` keyed with `key`.
pub fn hmac_sha256(key: &[u8], message: &[u8]) -> [u8; 32] {
    const BLOCK: usize = 64;
    let mut k = [0u8; BLOCK];
    if key.len() > BLOCK {
        k[..32].copy_from_slice(&Sha256::digest(key));
    } else {
        k[..key.len()].copy_from_slice(key);
    }
    let mut inner = Sha256::new();
    inner.update(k.map(|b| b ^ 0x36));
    inner.update(message);
    let mut outer = Sha256::new();
    outer.update(k.map(|b| b ^ 0x5c));
    outer.update(inner.finalize());
    outer.finalize().into()
}

/// `parts` each prefixed with its length, so no two lists of parts give the same bytes (what
/// a keyed hash of several values signs).
pub fn framed(parts: &[&[u8]]) -> Vec<u8> {
    let mut out = Vec::new();
    for part in parts {
        out.extend_from_slice(&(part.len() as u64).to_be_bytes());
        out.extend_from_slice(part);
    }
    out
}

/// Whether two byte strings are equal, in a time that does not depend on where they differ.
pub fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A token for a link: a record's id and `tail` (a signature or a random secret), base64url
/// without padding, so it needs no escaping in a URL.
pub fn id_token(id: uuid::Uuid, tail: &[u8]) -> String {
    use base64::Engine as _;
    let mut bytes = id.as_bytes().to_vec();
    bytes.extend_from_slice(tail);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The id and the `tail_len` bytes of an [`id_token`]; `None` for anything else.
pub fn read_id_token(token: &str, tail_len: usize) -> Option<(uuid::Uuid, Vec<u8>)> {
    use base64::Engine as _;
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(token.trim())
        .ok()?;
    if bytes.len() != 16 + tail_len {
        return None;
    }
    let id = uuid::Uuid::from_slice(&bytes[..16]).ok()?;
    Some((id, bytes[16..].to_vec()))
}

/// 32 random bytes from the thread's CSPRNG (a link's secret).
pub fn random_secret() -> [u8; 32] {
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes);
    bytes
}

/// A random file name stem for uploads (128 bits).
pub fn random_name() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill(&mut bytes);
    hex::encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn argon2_roundtrip_and_legacy() {
        let h = hash_password("Secret#123").await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify_password(&h, "Secret#123").await);
        assert!(!verify_password(&h, "Secret#124").await);
        assert!(!verify_password("garbage", "x").await);
        let b = bcrypt::hash("old-pass", 4).unwrap();
        assert!(verify_legacy_password(&b, "old-pass").await);
        assert!(!verify_legacy_password(&b, "other").await);
    }

    #[test]
    fn hmac_matches_rfc_4231_and_id_tokens_round_trip() {
        // RFC 4231, test cases 2 and 6 (a key longer than the block).
        assert_eq!(
            hex::encode(hmac_sha256(b"Jefe", b"what do ya want for nothing?")),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        assert_eq!(
            hex::encode(hmac_sha256(
                &[0xaa; 131],
                b"Test Using Larger Than Block-Size Key - Hash Key First"
            )),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        );
        let a = hmac_sha256(b"k", &framed(&[b"ab", b"c"]));
        assert_ne!(a, hmac_sha256(b"k", &framed(&[b"a", b"bc"])));
        assert!(same_bytes(&a, &hmac_sha256(b"k", &framed(&[b"ab", b"c"]))));
        assert!(!same_bytes(&a, &a[..31]));

        let id = uuid::Uuid::new_v4();
        let t = id_token(id, &[7; 16]);
        assert_eq!(t.len(), 43);
        assert_eq!(read_id_token(&t, 16), Some((id, vec![7; 16])));
        assert_eq!(read_id_token(&t, 32), None);
        assert_eq!(read_id_token("not a token", 16), None);
    }

    #[test]
    fn codes_and_tokens() {
        for _ in 0..200 {
            let c = new_code();
            assert_eq!(c.len(), 6);
            assert!(c.bytes().all(|b| b.is_ascii_digit()));
        }
        assert_eq!(new_session_token().len(), 64);
        assert_ne!(new_session_token(), new_session_token());
        let a = code_hash("p", "a@b.in", "verify_email", "123456");
        assert_ne!(a, code_hash("p", "a@b.in", "reset_password", "123456"));
        assert_ne!(a, code_hash("p", "c@b.in", "verify_email", "123456"));
        assert_ne!(a, code_hash("q", "a@b.in", "verify_email", "123456"));
    }
}
