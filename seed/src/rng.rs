//! A seeded random source whose output is fixed by the seed alone.
//!
//! ChaCha8 is portable and its output for a key is documented not to change between versions;
//! the helpers below (ranges, picks, weights) are written here rather than taken from `rand`,
//! whose sampling algorithms may change between releases. Only exact IEEE operations are
//! used on floats (no `powf`), so every platform draws the same values.

use rand_chacha::{
    ChaCha8Rng,
    rand_core::{RngCore, SeedableRng},
};
use uuid::Uuid;

/// SplitMix64: spreads a small seed over a whole key.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub struct Rng(ChaCha8Rng);

impl Rng {
    /// A stream named by the user's seed, a salt (the rows already there) and a purpose.
    pub fn new(seed: u64, salt: u64, purpose: u64) -> Self {
        let mut state = seed ^ salt.rotate_left(21) ^ purpose.rotate_left(42);
        let mut key = [0u8; 32];
        for chunk in key.chunks_mut(8) {
            chunk.copy_from_slice(&splitmix(&mut state).to_le_bytes());
        }
        Rng(ChaCha8Rng::from_seed(key))
    }

    pub fn u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n` (multiply-shift; the bias is below 2^-40 for our sizes).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        ((self.u64() as u128 * n as u128) >> 64) as usize
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Uniform in `[lo, hi)`.
    pub fn between(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// `k` distinct items in random order (all of them when there are fewer).
    pub fn sample<'a, T>(&mut self, items: &'a [T], k: usize) -> Vec<&'a T> {
        let mut idx: Vec<usize> = (0..items.len()).collect();
        let k = k.min(items.len());
        for i in 0..k {
            let j = i + self.below(idx.len() - i);
            idx.swap(i, j);
        }
        idx[..k].iter().map(|&i| &items[i]).collect()
    }

    /// A version-4 UUID from the stream.
    pub fn uuid(&mut self) -> Uuid {
        let mut b = [0u8; 16];
        self.0.fill_bytes(&mut b);
        uuid::Builder::from_random_bytes(b).into_uuid()
    }

    pub fn bytes<const N: usize>(&mut self) -> [u8; N] {
        let mut b = [0u8; N];
        self.0.fill_bytes(&mut b);
        b
    }

    /// 32 lowercase hex characters, the shape of an upload's file name.
    pub fn hex32(&mut self) -> String {
        self.bytes::<16>()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

/// Picks indices with fixed integer weights.
pub struct Weighted {
    cumulative: Vec<u64>,
}

impl Weighted {
    pub fn new(weights: impl IntoIterator<Item = u32>) -> Self {
        let mut total = 0u64;
        let cumulative = weights
            .into_iter()
            .map(|w| {
                total += u64::from(w);
                total
            })
            .collect::<Vec<_>>();
        assert!(total > 0, "no weight");
        Weighted { cumulative }
    }

    pub fn pick(&self, rng: &mut Rng) -> usize {
        let total = *self.cumulative.last().expect("weights");
        let x = ((rng.u64() as u128 * total as u128) >> 64) as u64;
        self.cumulative.partition_point(|&c| c <= x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_fixed_by_their_names() {
        let a: Vec<u64> = (0..4).map(|_| Rng::new(42, 0, 1).u64()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(Rng::new(42, 0, 1).u64(), Rng::new(43, 0, 1).u64());
        assert_ne!(Rng::new(42, 0, 1).u64(), Rng::new(42, 1, 1).u64());
        assert_ne!(Rng::new(42, 0, 1).u64(), Rng::new(42, 0, 2).u64());
    }

    #[test]
    fn helpers_stay_in_range() {
        let mut r = Rng::new(1, 2, 3);
        let w = Weighted::new([1, 0, 3]);
        let mut seen = [0usize; 3];
        for _ in 0..10_000 {
            assert!(r.below(7) < 7);
            let u = r.unit();
            assert!((0.0..1.0).contains(&u));
            seen[w.pick(&mut r)] += 1;
        }
        assert_eq!(seen[1], 0);
        assert!(seen[2] > seen[0] * 2);
        let s = r.sample(&[1, 2, 3, 4, 5], 3);
        assert_eq!(s.len(), 3);
        assert_eq!(r.hex32().len(), 32);
        assert_eq!(r.uuid().get_version_num(), 4);
    }
}
