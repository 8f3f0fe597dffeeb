//! KaamSetu benchmarks: the search crate against PostgreSQL full-text search (and the naive
//! `ILIKE`) on the same seeded data, index rebuild, HTTP load, index lag and memory.
//! `kaamsetu-bench run --jobs N` does it all and keeps a table in `benches/RESULTS.md`;
//! `cargo bench -p kaamsetu-benches` runs the query mix under criterion, and
//! `kaamsetu-bench criterion --jobs N` adds its figures to the same file.

pub mod alerts_bench;
pub mod alerts_db;
pub mod alloc;
pub mod cases;
pub mod criterion_table;
pub mod engines;
pub mod lag;
pub mod load;
pub mod quality;
pub mod quality_run;
pub mod report;
pub mod setup;
pub mod stack;
pub mod stats;
pub mod trust_eval;
