#!/bin/sh
# Generates a migration in drizzle/ from src/db/schema.ts: npm run db:generate -w @latch/server -- --name <name>
# drizzle-kit is hoisted to the root node_modules while drizzle-orm stays in this workspace, and drizzle-kit
# imports drizzle-orm from its own location; a temporary folder linking both, run with --preserve-symlinks,
# lets it find the workspace's copy.
set -e
cd "$(dirname "$0")/.."
root=$(cd ../.. && pwd)
kit="$root/node_modules/drizzle-kit"
[ -d node_modules/drizzle-kit ] && kit="$PWD/node_modules/drizzle-kit"
orm="$PWD/node_modules/drizzle-orm"
[ -d "$orm" ] || orm="$root/node_modules/drizzle-orm"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/node_modules"
ln -s "$kit" "$tmp/node_modules/drizzle-kit"
ln -s "$orm" "$tmp/node_modules/drizzle-orm"
node --preserve-symlinks --preserve-symlinks-main "$tmp/node_modules/drizzle-kit/bin.cjs" generate "$@"
