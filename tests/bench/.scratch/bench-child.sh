cd /work/main && TF_SQL_TIMING=1 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test PATH=$PWD/node_modules/.bin:$PATH node tests/bench/import-xmltv.bench.ts /tmp/tf-import-helper/bench.xml
