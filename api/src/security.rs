//! Secrets: password hashing, session tokens and one-time codes.

use argon2::{
    Argon2,
    password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng},
};
use rand::Rng;
use sha2::{Digest, Sha256};

/// Hashes a password with argon2id (the crate's default parameters), off the async threads.
pub async fn hash_password(password: &str) -> anyhow::Result<String> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || {
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
    tokio::task::spawn_blocking(move || {
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
    tokio::task::spawn_blocking(move || bcrypt::verify(password, &hash).unwrap_or(false))
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
