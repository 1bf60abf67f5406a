#!/usr/bin/env bash
# The four stand-in audience videos of the home page: 8-second loops of slowly moving gradients
# in the site's palette, about 25 KB each. Needs ffmpeg (apt-get install ffmpeg). An editor
# replaces one by saving a short, muted H.264 MP4 under the same name.
set -euo pipefail
out="$(dirname "$0")/../public/assets/Videos/Home"
mkdir -p "$out"
colours=("0x501a77 0x8e5cc4" "0x1f6f63 0x5aa99a" "0x27488f 0x6f8fd6" "0x8c2451 0xd0708f")
for i in 1 2 3 4; do
  read -r c0 c1 <<<"${colours[$((i - 1))]}"
  ffmpeg -loglevel error -y -f lavfi \
    -i "gradients=s=640x360:c0=${c0}:c1=${c1}:c2=0xf3ecfa:n=3:speed=0.012:d=8:r=24" \
    -c:v libx264 -preset slow -crf 34 -pix_fmt yuv420p -movflags +faststart -an "$out/psycortexfor$i.mp4"
done
