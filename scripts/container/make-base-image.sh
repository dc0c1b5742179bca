#!/bin/sh
# Base images for the Dockerfile where no image registry is reachable (Debian's archive is enough): Debian with Node.js
# from Debian itself, made with debootstrap and imported into podman. Run as root:
#   scripts/container/make-base-image.sh   → localhost/debian-node:20 (runtime), localhost/debian-node:20-build (+ npm) and
#                                            localhost/debian-postgres:17 (Debian's PostgreSQL, started like the official image)
# then:  NODE_IMAGE=localhost/debian-node:20 BUILD_IMAGE=localhost/debian-node:20-build \
#        POSTGRES_IMAGE=localhost/debian-postgres:17 npm run test:container
# Settings (environment): DEBIAN_SUITE (trixie: Node 20), DEBIAN_MIRROR (default deb.debian.org; use the mirror your
# apt uses), IMAGE (the runtime image's name; the build image is IMAGE-build), WORK_DIR (scratch space, removed at the end).
# Needs: debootstrap, podman. POSTGRES_IMAGE names the PostgreSQL image (set it empty to skip it).
set -eu
SUITE=${DEBIAN_SUITE:-trixie}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
IMAGE=${IMAGE:-localhost/debian-node:20}
POSTGRES_IMAGE=${POSTGRES_IMAGE-localhost/debian-postgres:17}
WORK=${WORK_DIR:-$(mktemp -d)}
ROOTFS=$WORK/rootfs

# A WORK_DIR kept from an earlier run that stopped later on is used again (debootstrap takes minutes).
[ -x "$ROOTFS/usr/bin/node" ] || debootstrap --variant=minbase --include=nodejs "$SUITE" "$ROOTFS" "$MIRROR"
# Node from Debian verifies TLS peers (SMTP, TapPay, S3) against the system's certificates.
chroot "$ROOTFS" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ca-certificates >/dev/null'
# The official node images' unprivileged user (uid 1000), which the Dockerfile's runtime switches to.
grep -q '^node:' "$ROOTFS/etc/passwd" || {
  echo 'node:x:1000:1000::/home/node:/bin/sh' >>"$ROOTFS/etc/passwd"
  echo 'node:x:1000:' >>"$ROOTFS/etc/group"
  mkdir -p "$ROOTFS/home/node" && chown 1000:1000 "$ROOTFS/home/node"
}

# The build stages also run npm (npm ci): Debian's npm in a copy, kept out of the runtime image.
cp -a "$ROOTFS" "$WORK/rootfs-build"
chroot "$WORK/rootfs-build" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm >/dev/null'

# PostgreSQL from the same archive, with an entrypoint that reads the official image's POSTGRES_USER, POSTGRES_PASSWORD
# and POSTGRES_DB on its first start; data in /var/lib/postgresql/data (mount a volume on /var/lib/postgresql).
if [ -n "$POSTGRES_IMAGE" ]; then
  cp -a "$ROOTFS" "$WORK/rootfs-pg"
  # No cluster and no service started at install time: the entrypoint makes the cluster in the container's volume.
  mkdir -p "$WORK/rootfs-pg/etc/postgresql-common"
  echo 'create_main_cluster = false' >"$WORK/rootfs-pg/etc/postgresql-common/createcluster.conf"
  printf '#!/bin/sh\nexit 101\n' >"$WORK/rootfs-pg/usr/sbin/policy-rc.d" && chmod 755 "$WORK/rootfs-pg/usr/sbin/policy-rc.d"
  chroot "$WORK/rootfs-pg" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null'
  rm "$WORK/rootfs-pg/usr/sbin/policy-rc.d"
  PG_BIN=$(ls -d "$WORK"/rootfs-pg/usr/lib/postgresql/*/bin | sed "s|^$WORK/rootfs-pg||")
  cat >"$WORK/rootfs-pg/usr/local/bin/postgres-entrypoint" <<'ENTRY'
#!/bin/sh
set -eu
PGDATA=${PGDATA:-/var/lib/postgresql/data}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  umask 077
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" >/tmp/pw
  initdb -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile=/tmp/pw --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm -f /tmp/pw
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -k /tmp" -w start >/dev/null
  [ "${POSTGRES_DB:-postgres}" = postgres ] || psql -h /tmp -U "${POSTGRES_USER:-postgres}" -d postgres -qc "create database \"$POSTGRES_DB\""
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -k /tmp
ENTRY
  chmod 755 "$WORK/rootfs-pg/usr/local/bin/postgres-entrypoint"
fi

for dir in "$ROOTFS" "$WORK/rootfs-build" ${POSTGRES_IMAGE:+"$WORK/rootfs-pg"}; do
  # What a container never reads: downloaded packages, apt's package caches (90 MB), package lists, documentation,
  # translations of the tools.
  rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/cache/apt/*.bin "$dir"/var/lib/apt/lists/* "$dir"/usr/share/doc \
    "$dir"/usr/share/man "$dir"/usr/share/info "$dir"/usr/share/locale "$dir"/var/log/*
done
# glibc's iconv modules (8 MB): Node converts text with ICU, and nothing in the runtime image calls iconv.
rm -rf "$ROOTFS"/usr/lib/*-linux-gnu/gconv
tar -C "$ROOTFS" -c . | podman import --change 'CMD ["node"]' - "$IMAGE"
tar -C "$WORK/rootfs-build" -c . | podman import --change 'CMD ["node"]' - "$IMAGE-build"
[ -z "$POSTGRES_IMAGE" ] || tar -C "$WORK/rootfs-pg" -c . | podman import --change "ENV PATH=$PG_BIN:/usr/local/bin:/usr/bin:/bin" \
  --change 'USER postgres' --change 'CMD ["/usr/local/bin/postgres-entrypoint"]' - "$POSTGRES_IMAGE"
rm -rf "$WORK"
podman images
