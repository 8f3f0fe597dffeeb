//! KaamSetu benchmarks (criterion and load runs). Built in issue 5.
