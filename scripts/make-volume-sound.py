#!/usr/bin/env python3
"""Makes the `volume` scene's sound, Sources/Gallery/Resources/chime.wav: a 3-second loop of eight
plucked notes (a pentatonic arpeggio), 22,050 Hz mono 16-bit PCM, synthesised here (no samples from
anywhere else). Each note is a sine with two quieter harmonics under an exponential decay, so the
loop ends in near-silence and repeats without a click. Run from the repository root.
"""
import math
import pathlib
import struct
import wave

RATE = 22050
NOTE = 0.375  # seconds per note
NOTES = [523.25, 659.25, 783.99, 880.00, 1046.50, 880.00, 783.99, 659.25]  # C5 E5 G5 A5 C6 A5 G5 E5
PEAK = 0.55

frames = []
for index, frequency in enumerate(NOTES):
    for n in range(int(RATE * NOTE)):
        t = n / RATE
        attack = min(1.0, t / 0.005)  # 5 ms rise, no click
        envelope = attack * math.exp(-t * 7.0)
        tone = (math.sin(2 * math.pi * frequency * t) + 0.35 * math.sin(4 * math.pi * frequency * t)
                + 0.12 * math.sin(6 * math.pi * frequency * t)) / 1.47
        frames.append(PEAK * envelope * tone)

out = pathlib.Path(__file__).resolve().parent.parent / "Sources/Gallery/Resources/chime.wav"
with wave.open(str(out), "wb") as file:
    file.setnchannels(1)
    file.setsampwidth(2)
    file.setframerate(RATE)
    file.writeframes(b"".join(struct.pack("<h", round(s * 32767)) for s in frames))
print(f"{out}: {len(frames)} frames, {len(frames) / RATE:.2f} s")
