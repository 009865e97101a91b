// Placeholder until the engine lands; the registry needs the factory to link.
#include "registry.h"

namespace mm {

GameInfo twisted_game_game() {
  GameInfo info;
  info.name = "twisted_game";
  info.official_name = "twisted_game";
  return info;
}

}  // namespace mm
