// Java-exact random numbers: SecureRandom("SHA1PRNG") seeded with setSeed(long),
// and the java.util.Random methods the official testers call on it.
#pragma once

#include <array>
#include <cstdint>

namespace mm {

// SHA1PRNG as the JDK implements it (sun.security.provider.SecureRandom):
// state = SHA1(seed bytes); each output block is SHA1(state), after which the
// state is bumped by the block using *signed* byte addition with carry.
class Sha1Prng {
 public:
  // Equivalent of SecureRandom.getInstance("SHA1PRNG") followed by setSeed(seed).
  // Seed 0 is reproducible here, unlike the JDK (which self-seeds from entropy).
  explicit Sha1Prng(std::int64_t seed);

  void next_bytes(std::uint8_t* out, std::size_t count);

  // java.util.Random API on top of the byte stream.
  std::int32_t next_bits(int bits);  // Random.next(bits)
  std::int32_t next_int();
  std::int32_t next_int(std::int32_t bound);  // bound > 0
  std::int64_t next_long();
  bool next_boolean();
  double next_double();
  double next_gaussian();

 private:
  static constexpr std::size_t kDigestSize = 20;
  void refill();

  std::array<std::uint8_t, kDigestSize> state_{};
  std::array<std::uint8_t, kDigestSize> block_{};
  std::size_t used_ = kDigestSize;  // bytes of block_ already handed out
  bool have_next_gaussian_ = false;
  double next_gaussian_ = 0;
};

}  // namespace mm
