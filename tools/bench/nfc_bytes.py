"""SPI and RF cost of the card reader, with the real NFC stack on the
register-level MFRC522 simulator (MicroPython unix port)::

    MICROPYPATH=firmware:host_tests:tools/sim:.frozen .venv/bin/micropython tools/bench/nfc_bytes.py

Cases: a poll with no card; one tap of an NTAG213 and of an NTAG215 carrying
a 40-byte NDEF message (42 bytes of TLV from page 4); a poll with that card
resting (already reported, halted: REQA, then its presence check by UID),
with two such cards resting, and the longest poll without an arrival: four
cards of 10-byte UIDs resting (REQA + two presence checks of 5 frames).

Columns: SPI bytes (address + data bytes clocked), SPI transactions (CS-low
periods), of which ComIrqReg polls (reads while the chip sends, waits or
receives), RF frames sent; then times:

- SPI wire time = bytes x 8 / f_SPI.
- RF air time = the bit times of every frame both ways, 128 / 13.56 MHz
  (9.44 us) each: SOF + 9 per byte (8 data + odd parity) + EOF, so a short
  frame (REQA/WUPA, 7 bits) is 9, an n-byte frame 9n + 2, a 4-bit ACK 6;
  an answer follows its frame after FDT = 1236 / 13.56 MHz = 91 us.
- Model = the simulator's clock for the whole poll: 20 us per SPI transaction
  (an estimate of MicroPython's call overhead on a 125 MHz RP2040) + the
  wire time, with RF frames, FDTs and the chip's timer running meanwhile.

The SPI clock is 4 MHz (the RP2040 gives 3.9 MHz for that request: 125 MHz
/ 32). The MFRC522 allows 10 Mbit/s (data sheet 8.1.2), but at a 2-byte
register access the 20 us interpreter overhead dwarfs the wire time (4 us at
4 MHz, 1.6 us at 10 MHz), so a faster clock would save under 10 % while
jumper-wired RC522 boards lose margin above a few MHz. The 1 MHz rows are
for comparison with the driver figures in TARGETS.md (measured at 1 MHz).
"""

from figures import save
from nfc_rig import UID7, Rig
from sim_tags import Tag, ndef_tlv, ntag

MESSAGE = bytes(range(40))
UID_B = bytes((0x04, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66))


def ten_byte_tags():
    return [Tag(bytes([i]) + bytes(range(1, 10)), sak=0x20) for i in (1, 2, 3, 4)]


def measure(label, spi_hz, tags, polls_before, expect):
    rig = Rig(tags, init=False, spi_hz=spi_hz)
    rig.poll()  # start: version check and init
    for _ in range(polls_before):
        rig.poll()
    sim = rig.sim
    b, t, q, f = sim.spi_bytes, sim.spi_transactions, sim.irq_polls, sim.frames_sent
    air, answers = sim.air_bits, sim.answers
    sim.advance_ms(50)
    start = sim.now
    ev = rig.reader.poll(sim.ticks_ms())
    model_us = (sim.now - start) // 1000
    kind = ev[0] if ev else None
    if kind != expect:
        raise SystemExit("%s: got %r" % (label, ev))
    nbytes = sim.spi_bytes - b
    wire_us = nbytes * 8 * 1000000 // spi_hz
    rf_us = (sim.air_bits - air) * 128 * 1000000 // 13560000
    fdt_us = (sim.answers - answers) * 1236 * 1000000 // 13560000
    ROWS.append(
        {
            "case": label,
            "spi_hz": spi_hz,
            "spi_bytes": nbytes,
            "spi_transactions": sim.spi_transactions - t,
            "rf_frames": sim.frames_sent - f,
            "wire_ms": wire_us / 1000,
            "air_ms": rf_us / 1000,
            "air_fdt_ms": (rf_us + fdt_us) / 1000,
            "model_ms": model_us / 1000,
        }
    )
    print(
        "%-26s %4d MHz %5d %5d %5d %3d %7.2f %7.2f %7.2f %7.2f"
        % (
            label,
            spi_hz // 1000000,
            nbytes,
            sim.spi_transactions - t,
            sim.irq_polls - q,
            sim.frames_sent - f,
            wire_us / 1000,
            rf_us / 1000,
            (rf_us + fdt_us) / 1000,
            model_us / 1000,
        )
    )


def measure_uid(spi_hz):
    # From the first WUPA to the full 7-byte UID (anticollision + SELECT x 2).
    rig = Rig([ntag(213, UID7)], spi_hz=spi_hz)
    start = rig.sim.now
    rig.iso.request(True)
    rig.iso.select()
    if bytes(rig.iso.uid[:7]) != UID7:
        raise SystemExit("UID")
    print(
        "  WUPA -> 7-byte UID at %d MHz: %.2f ms" % (spi_hz // 1000000, (rig.sim.now - start) / 1e6)
    )


ROWS = []
HEAD = "%-26s %8s %5s %5s %5s %3s %7s %7s %7s %7s"


def main():
    print(HEAD % ("case", "SPI", "bytes", "txns", "polls", "RF", "wire", "air", "air+FDT", "model"))
    print(HEAD % ("", "", "", "", "", "", "ms", "ms", "ms", "ms"))
    for hz in (4000000, 1000000):
        measure("no card", hz, [], 0, None)
        measure("NTAG213 tap, 40 B NDEF", hz, [ntag(213, UID7, ndef_tlv(MESSAGE))], 0, "card")
        measure("NTAG215 tap, 40 B NDEF", hz, [ntag(215, UID7, ndef_tlv(MESSAGE))], 0, "card")
        measure("card resting (reported)", hz, [ntag(213, UID7, ndef_tlv(MESSAGE))], 1, None)
        two = [ntag(213, UID7, ndef_tlv(MESSAGE)), ntag(213, UID_B, ndef_tlv(MESSAGE))]
        measure("2 cards resting", hz, two, 3, None)
        measure("4 cards resting, 10 B UIDs", hz, ten_byte_tags(), 6, None)
    for hz in (4000000, 1000000):
        measure_uid(hz)
    save("nfc_bytes", ROWS)


main()
