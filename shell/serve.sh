#!/bin/sh
# The production server, as `npm start` and `npm run serve` run it: the bundle of server/start.ts (built by
# `npm run build`, scripts/bundle-server.mjs) in one Node process, which replaces this shell (`exec`), so a
# supervisor's signals reach the server itself. Production builds of the libraries, and settings that keep the idle
# site within 250 MB:
# - glibc: two malloc arenas, and blocks of 16 KB or more mapped on their own, so that memory freed after the start
#   (PGlite's compilation, the first seeding) goes back to the system instead of staying in the arenas: 197 MB
#   instead of 280 MB after a first start, with the same rendering and search rates;
# - V8: a capped old generation (SAFEBET_HEAP_MB) and a young generation of 2 MB semi-spaces (the default 16 MB ones
#   hold on to about 40 MB more after a burst, for no measurable gain in rendering rate).
cd "$(dirname "$0")" || exit 1
if [ ! -f dist-node/start.mjs ]; then
  echo "SafeBet: shell/dist-node/start.mjs is missing; run npm run build first" >&2
  exit 1
fi
# React, its server renderer and styled-components choose their build by NODE_ENV as they load: unset, they run their
# development builds, with checks and warnings around every element rendered. The HTML is the same either way.
export NODE_ENV="${NODE_ENV:-production}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-16384}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
exec node --max-old-space-size="${SAFEBET_HEAP_MB:-160}" --max-semi-space-size="${SAFEBET_SEMI_SPACE_MB:-2}" dist-node/start.mjs "$@"
