<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>About</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Version {version} (commit {commit})</source>
        <translation>版本 {version}（提交 {commit}）</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Play as: {reading}</source>
        <translation>按 {reading} 出</translation>
    </message>
    <message>
        <source>Plan: bury {k}, then {n} plays</source>
        <translation>规划：埋 {k} 张，再出 {n} 手</translation>
    </message>
    <message>
        <source>Plan: 1 play</source>
        <translation>规划：1 手</translation>
    </message>
    <message>
        <source>Plan: {n} plays</source>
        <translation>规划：{n} 手</translation>
    </message>
    <message>
        <source>No bid (P)</source>
        <translation>不叫 (P)</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>抢地主</translation>
    </message>
    <message>
        <source>Don&apos;t grab</source>
        <translation>不抢</translation>
    </message>
    <message>
        <source>Start with cards shown (×4)</source>
        <translation>明牌开始（×4）</translation>
    </message>
    <message>
        <source>Don&apos;t show</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Keep hidden</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Bury selected cards</source>
        <translation>埋下选中的牌</translation>
    </message>
    <message>
        <source>No bid is possible now: pass.</source>
        <translation>现在无分可叫：请不叫。</translation>
    </message>
    <message>
        <source>The only bid now is {low}.</source>
        <translation>现在只能叫 {low}。</translation>
    </message>
    <message>
        <source>Bids now: {low} to {high}, in steps of {step}.</source>
        <translation>现在可叫 {low} 到 {high}，每次加 {step}。</translation>
    </message>
    <message>
        <source>Type a bid. {rule}</source>
        <translation>请输入叫分。{rule}</translation>
    </message>
    <message>
        <source>{amount} is not a bid. {rule}</source>
        <translation>{amount} 不能叫。{rule}</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Show the hand in the planned groups of plays (the sort order in the View menu stays)</source>
        <translation>按规划的牌组显示手牌（视图菜单里的理牌方式不变）</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>快速打完</translation>
    </message>
    <message>
        <source>Nobody at this table plays any more: let the bots finish at once</source>
        <translation>牌桌上已没有真人在打：让电脑立刻打完</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>牌型规划</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>不出 (P)</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>出牌 (Enter)</translation>
    </message>
    <message>
        <source>Suggest a play; press again for the next suggestion</source>
        <translation>提示一手牌；再按一次看下一个提示</translation>
    </message>
</context>
<context>
    <name>BansDialog</name>
    <message>
        <source>The name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Their PC</source>
        <translation>所用的电脑</translation>
    </message>
    <message>
        <source>Everyone at the address</source>
        <translation>该地址的所有人</translation>
    </message>
    <message>
        <source>PC {id}…</source>
        <translation>电脑 {id}…</translation>
    </message>
    <message>
        <source>Nobody is banned from this room.</source>
        <translation>这个房间没有禁止任何人。</translation>
    </message>
    <message>
        <source>They may not join this room again while it is open. Lift a ban to let them in.</source>
        <translation>房间开着期间，他们不能再加入。解除禁止即可让他们进来。</translation>
    </message>
    <message>
        <source>Bans</source>
        <translation>禁止名单</translation>
    </message>
    <message>
        <source>Banned for</source>
        <translation>被禁止的人</translation>
    </message>
    <message>
        <source>What is banned</source>
        <translation>禁止的是</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>具体</translation>
    </message>
    <message>
        <source>Lift the ban</source>
        <translation>解除禁止</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>CardCounter</name>
    <message>
        <source>Big</source>
        <extracomment>One style sheet for every cell, set once: a count of 0 is greyed through the ``gone`` property, so a play changes only the texts (no style sheet parsed per play).</extracomment>
        <translation>大王</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Card counter: cards still unseen</source>
        <translation>记牌器：尚未出现的牌</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Mute {name}</source>
        <extracomment>the names&apos; colours, by seat (spectators and notes have their own) characters left when the counter under the box starts to show</extracomment>
        <translation>屏蔽 {name}</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name}（观战）</translation>
    </message>
    <message>
        <source>{n} characters left</source>
        <translation>还可输入 {n} 个字</translation>
    </message>
    <message>
        <source>Say something… (Enter sends)</source>
        <translation>说点什么…（回车发送）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>快捷短语</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>屏蔽</translation>
    </message>
    <message>
        <source>Hide a player&apos;s lines</source>
        <translation>不再显示某位玩家的发言</translation>
    </message>
</context>
<context>
    <name>ClientWaitingDialog</name>
    <message>
        <source>Room {room}</source>
        <translation>房间 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房间 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Connecting {name} to {address}, port {port}…</source>
        <translation>正在为 {name} 连接 {address}，端口 {port}…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即将开始…</translation>
    </message>
    <message>
        <source>You are watching as a spectator: you see the table but never a hand.</source>
        <translation>你正在观战：能看到牌桌，但看不到任何人的手牌。</translation>
    </message>
    <message>
        <source>Waiting for the game to start: it starts when every open seat is taken or when the host starts it.</source>
        <translation>等待开局：所有空位坐满，或者房主宣布开始时，牌局就会开始。</translation>
    </message>
    <message>
        <source>Press Ready when you are. The game starts once every seat is taken and everyone is ready, or when the host starts it.</source>
        <translation>准备好了就按“准备”。座位坐满且所有人都准备好后，或者房主宣布开始时，牌局就会开始。</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {n} more player(s)…</source>
        <translation>你已准备。还在等待 {n} 位玩家…</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {names}…</source>
        <translation>你已准备。正在等待 {names}…</translation>
    </message>
    <message>
        <source>You are ready. The game starts in a moment…</source>
        <translation>你已准备。牌局马上开始…</translation>
    </message>
    <message>
        <source>Cancel ready</source>
        <translation>取消准备</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>CreateTableDialog</name>
    <message>
        <source>Open for a person</source>
        <extracomment>the longest table name the server takes (``create_room``&apos;s ``name``)</extracomment>
        <translation>空位（留给玩家）</translation>
    </message>
    <message>
        <source>This server offers no game for a table of your own.</source>
        <translation>这台服务器没有可以自己开桌的游戏。</translation>
    </message>
    <message>
        <source>Leave at least one seat open: a table of bots alone has nobody to sit down.</source>
        <translation>请至少留一个空位：全是电脑的牌桌没有人能入座。</translation>
    </message>
    <message>
        <source>Give the table a name.</source>
        <translation>请给牌桌起个名字。</translation>
    </message>
    <message>
        <source>A table of your own</source>
        <translation>自己开一桌</translation>
    </message>
    <message>
        <source>Seats (in play order): open for a person, or a bot</source>
        <translation>座位（按出牌顺序）：空位留给玩家，或由电脑坐</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>牌桌名称</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Create the table</source>
        <translation>开桌</translation>
    </message>
</context>
<context>
    <name>Dispute</name>
    <message>
        <source>the host&apos;s machine is gone and its game cannot be reopened</source>
        <extracomment>The log events the table adds for disputes (not the engine&apos;s).</extracomment>
        <translation>主机已不在，牌局无法重新打开</translation>
    </message>
    <message>
        <source>every person left the game</source>
        <translation>所有玩家都已离开</translation>
    </message>
    <message>
        <source>an upheld dispute</source>
        <translation>仲裁成立</translation>
    </message>
    <message>
        <source>all seated people agreed</source>
        <translation>全体在座玩家同意</translation>
    </message>
    <message>
        <source>{text} (void)</source>
        <translation>{text}（无效）</translation>
    </message>
    <message>
        <source>Not decided yet.</source>
        <translation>尚未裁决。</translation>
    </message>
    <message>
        <source>Rejected: play goes on.</source>
        <translation>驳回：继续出牌。</translation>
    </message>
    <message>
        <source>Upheld: the game is void.</source>
        <translation>成立：本局比赛无效。</translation>
    </message>
    <message>
        <source>Upheld: the move is taken back.</source>
        <translation>成立：该手牌已撤回。</translation>
    </message>
    <message>
        <source>Upheld.</source>
        <translation>成立。</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>理由：{reason}</translation>
    </message>
    <message>
        <source>Decided by {name}.</source>
        <translation>裁决人：{name}。</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>move {n}</source>
        <translation>第 {n} 手</translation>
    </message>
    <message>
        <source>This game is void ({why}): it counts in no score.</source>
        <translation>本局比赛无效（{why}）：不计入任何积分。</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>某人</translation>
    </message>
    <message>
        <source>{name} disputes {step}: {text}</source>
        <translation>{name} 对{step}提出仲裁：{text}</translation>
    </message>
    <message>
        <source>Dispute on {step}: {decision}</source>
        <translation>{step}的仲裁：{decision}</translation>
    </message>
    <message>
        <source>Void: {why}.</source>
        <translation>无效：{why}。</translation>
    </message>
    <message>
        <source>The app said: {text}</source>
        <extracomment>The colour of a disputed step&apos;s flag on the slider.</extracomment>
        <translation>系统的说明：{text}</translation>
    </message>
    <message>
        <source>No disputes.</source>
        <translation>没有仲裁。</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>Move {n}</source>
        <translation>第 {n} 手</translation>
    </message>
    <message>
        <source>{name} moves.</source>
        <translation>{name} 行动。</translation>
    </message>
    <message>
        <source>Move {n}: {text}</source>
        <translation>第 {n} 手：{text}</translation>
    </message>
    <message>
        <source>Dispute a move</source>
        <translation>对一手牌提出仲裁</translation>
    </message>
    <message>
        <source>Ask for arbitration (仲裁) when a rule seems unclear or wrongly applied. The dispute is kept with the game&apos;s record.</source>
        <translation>规则不明确或执行有误时，可提出仲裁。仲裁会随牌局记录一起保存。</translation>
    </message>
    <message>
        <source>The move:</source>
        <translation>哪一手：</translation>
    </message>
    <message>
        <source>The app said:</source>
        <translation>系统的说明：</translation>
    </message>
    <message>
        <source>What is wrong, in a few words</source>
        <translation>简要说明哪里有问题</translation>
    </message>
    <message>
        <source>Your claim:</source>
        <translation>你的异议：</translation>
    </message>
    <message>
        <source>Raise the dispute</source>
        <translation>提出仲裁</translation>
    </message>
    <message>
        <source>{n} of {max} characters</source>
        <translation>{n} / {max} 字</translation>
    </message>
    <message>
        <source>Decide the dispute</source>
        <translation>裁决仲裁</translation>
    </message>
    <message>
        <source>Rejected: the rule was applied right; play goes on</source>
        <translation>驳回：规则执行无误，继续出牌</translation>
    </message>
    <message>
        <source>Upheld: the game is void (it counts in no score)</source>
        <translation>成立：本局比赛无效（不计入任何积分）</translation>
    </message>
    <message>
        <source>Upheld: take the move back and play on from before it</source>
        <translation>成立：撤回该手牌，从此前继续</translation>
    </message>
    <message>
        <source>Upheld, nothing to undo</source>
        <translation>成立，无需撤销</translation>
    </message>
    <message>
        <source>Every seated person agrees to take the move back</source>
        <translation>全体在座玩家同意撤回该手牌</translation>
    </message>
    <message>
        <source>Why (kept with the decision)</source>
        <translation>理由（随裁决保存）</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Decided by:</source>
        <translation>裁决人：</translation>
    </message>
    <message>
        <source>Record the decision</source>
        <translation>记录裁决</translation>
    </message>
    <message>
        <source>Void this game</source>
        <translation>本局作废</translation>
    </message>
    <message>
        <source>A void game (本局比赛无效) keeps its record and replays, but counts in no score, total, coin balance or statistic.</source>
        <translation>无效的牌局（本局比赛无效）保留记录，可以回放，但不计入任何积分、总分、金币或统计。</translation>
    </message>
    <message>
        <source>Why (optional)</source>
        <translation>理由（可不填）</translation>
    </message>
    <message>
        <source>Every seated person agrees to void this game</source>
        <translation>全体在座玩家同意本局作废</translation>
    </message>
    <message>
        <source>Void the game</source>
        <translation>作废本局</translation>
    </message>
    <message>
        <source>Void this game? Every seated person is asked.</source>
        <translation>本局作废？需征得全体在座玩家同意。</translation>
    </message>
    <message>
        <source>Take the disputed move back? Every seated person is asked.</source>
        <translation>撤回有争议的那手牌？需征得全体在座玩家同意。</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>表决</translation>
    </message>
    <message>
        <source>The host did not keep the dispute or vote (a move it has not reached, or a vote not open).</source>
        <translation>主机没有记录这项仲裁或投票（牌局尚未到那一手，或投票未开启）。</translation>
    </message>
    <message>
        <source>&amp;Dispute…</source>
        <translation>提出仲裁(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Void this game…</source>
        <translation>本局作废(&amp;V)…</translation>
    </message>
    <message>
        <source>E&amp;xport dispute…</source>
        <translation>导出仲裁(&amp;X)…</translation>
    </message>
    <message>
        <source>De&amp;cide the open dispute…</source>
        <translation>裁决待决的仲裁(&amp;C)…</translation>
    </message>
    <message>
        <source>The dispute cannot be kept: {reason}</source>
        <translation>无法保存仲裁：{reason}</translation>
    </message>
    <message>
        <source>The decision cannot be kept: {reason}</source>
        <translation>无法保存裁决：{reason}</translation>
    </message>
    <message>
        <source>Export dispute</source>
        <translation>导出仲裁</translation>
    </message>
    <message>
        <source>Paiju disputes (*.paiju-dispute)</source>
        <translation>牌局仲裁文件 (*.paiju-dispute)</translation>
    </message>
    <message>
        <source>The dispute cannot be exported: {reason}</source>
        <translation>无法导出仲裁：{reason}</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>仲裁</translation>
    </message>
    <message>
        <source>The host was lost; this PC never had the whole deal, so this game cannot be replayed. It is kept void, with what this PC saw of it.</source>
        <translation>主机已断开；本机从未拿到完整的发牌，因此本局无法回放。本局记为无效，并保留本机所见的内容。</translation>
    </message>
    <message>
        <source>This PC never had the whole game, so it cannot be replayed.</source>
        <translation>本机从未拿到完整的牌局，因此无法回放。</translation>
    </message>
    <message>
        <source>Not replayable</source>
        <translation>无法回放</translation>
    </message>
    <message>
        <source>What this PC saw:</source>
        <translation>本机所见：</translation>
    </message>
    <message>
        <source>Disputes…</source>
        <translation>仲裁…</translation>
    </message>
    <message>
        <source>Decide…</source>
        <translation>裁决…</translation>
    </message>
    <message>
        <source>Disputes</source>
        <translation>仲裁</translation>
    </message>
    <message>
        <source>This game has no undecided dispute.</source>
        <translation>这局没有待裁决的仲裁。</translation>
    </message>
    <message>
        <source>⚑ Dispute</source>
        <translation>⚑ 仲裁</translation>
    </message>
    <message>
        <source>⚑ disputed at move {moves}</source>
        <translation>⚑ 有仲裁的手数：{moves}</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>The lottery is drawn.</source>
        <translation>抽签完成。</translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation>无人叫地主：重新发牌。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>The scores are settled.</source>
        <translation>结算完成。</translation>
    </message>
    <message>
        <source>A new round starts.</source>
        <translation>新一轮开始。</translation>
    </message>
    <message>
        <source>The bottom cards are put aside.</source>
        <translation>底牌已放在一边。</translation>
    </message>
    <message>
        <source>The game starts.</source>
        <translation>牌局开始。</translation>
    </message>
    <message>
        <source>A new trick starts.</source>
        <translation>新的一墩开始。</translation>
    </message>
    <message>
        <source>The sky cards are settled.</source>
        <translation>天牌结算完成。</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>发牌完成。</translation>
    </message>
    <message>
        <source>Every hand is shown face up.</source>
        <translation>各家亮出手牌。</translation>
    </message>
    <message>
        <source>{name} leads first.</source>
        <translation>{name} 首先出牌。</translation>
    </message>
    <message>
        <source>{name} is back at the table (the lines above happened meanwhile).</source>
        <translation>{name} 回到牌桌（以上是离开期间发生的事）。</translation>
    </message>
    <message>
        <source>{name} has one card left!</source>
        <translation>{name} 报单！</translation>
    </message>
    <message>
        <source>{name} is out of cards.</source>
        <translation>{name} 出完了牌。</translation>
    </message>
    <message>
        <source>{name} escapes from the game.</source>
        <translation>{name} 逃跑了。</translation>
    </message>
    <message>
        <source>{name} is drawn to open the bidding.</source>
        <translation>抽中 {name} 先叫。</translation>
    </message>
    <message>
        <source>{name} opens the bidding.</source>
        <translation>{name} 开始叫分。</translation>
    </message>
    <message>
        <source>{name} may grab the earth with one more play.</source>
        <translation>{name} 可以再出一手抢地。</translation>
    </message>
    <message>
        <source>{name} does not grab the earth.</source>
        <translation>{name} 放弃抢地。</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation>{name} 拿起底牌。</translation>
    </message>
    <message>
        <source>{name} buries 8 cards.</source>
        <translation>{name} 埋了 8 张底牌。</translation>
    </message>
    <message>
        <source>{name}&apos;s bomb is beaten.</source>
        <translation>{name} 的炸弹被压住了。</translation>
    </message>
    <message>
        <source>{name} abandons the game.</source>
        <translation>{name} 弃权。</translation>
    </message>
    <message>
        <source>{name} is the landlord.</source>
        <translation>{name} 是地主。</translation>
    </message>
    <message>
        <source>{name} is the dealer.</source>
        <translation>{name} 是庄家。</translation>
    </message>
    <message>
        <source>{name} is the banker.</source>
        <translation>{name} 是庄家。</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} 出牌。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards!</source>
        <translation>{name} 天牌获胜！</translation>
    </message>
    <message>
        <source>{name} goes out at once: Earth!</source>
        <translation>{name} 一手出完：地牌！</translation>
    </message>
    <message>
        <source>{name} grabs the earth!</source>
        <translation>{name} 抢地成功！</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man!</source>
        <translation>{name} 出完手牌：人牌！</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} 出 {cards}</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} 不出。</translation>
    </message>
    <message>
        <source>{name} wins the trick and {points} points.</source>
        <translation>{name} 赢得这一墩和 {points} 分。</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} 赢得这一墩。</translation>
    </message>
    <message>
        <source>{name} does not bid.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} 叫 {value} 分。</translation>
    </message>
    <message>
        <source>{name} calls the landlord.</source>
        <translation>{name} 叫地主。</translation>
    </message>
    <message>
        <source>{name} does not call.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} grabs the landlord.</source>
        <translation>{name} 抢地主。</translation>
    </message>
    <message>
        <source>{name} does not grab.</source>
        <translation>{name} 不抢。</translation>
    </message>
    <message>
        <source>{name} shows their cards: {cards}</source>
        <translation>{name} 明牌：{cards}</translation>
    </message>
    <message>
        <source>{name} shows their cards.</source>
        <translation>{name} 明牌。</translation>
    </message>
    <message>
        <source>{name} chooses trumps: {suit}.</source>
        <translation>{name} 定主：{suit}。</translation>
    </message>
    <message>
        <source>{name} buries {cards}.</source>
        <translation>{name} 埋底：{cards}。</translation>
    </message>
    <message>
        <source>The wild rank is {rank}.</source>
        <translation>癞子是 {rank}。</translation>
    </message>
    <message>
        <source>The knife rank is {rank}.</source>
        <translation>刀是 {rank}。</translation>
    </message>
    <message>
        <source>The bottom cards: {cards}.</source>
        <translation>底牌：{cards}。</translation>
    </message>
    <message>
        <source>Now: {phase}.</source>
        <translation>现在：{phase}。</translation>
    </message>
    <message>
        <source>Banker: {name}.</source>
        <translation>庄家：{name}。</translation>
    </message>
    <message>
        <source>First dealer: {name}.</source>
        <translation>首发牌者：{name}。</translation>
    </message>
    <message>
        <source>Round {n}: {name} leads.</source>
        <translation>第 {n} 轮：{name} 出牌。</translation>
    </message>
    <message>
        <source>The lead passes to {name}.</source>
        <translation>由 {name} 接风出牌。</translation>
    </message>
    <message>
        <source>{name} shows their cards before the deal.</source>
        <translation>{name} 明牌开始。</translation>
    </message>
    <message>
        <source>{a} &amp; {b}</source>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <source>Lottery: {banker} is the banker, {dealer} deals first; relay order (接风): {queue}.</source>
        <translation>抽签：{banker} 是庄家，{dealer} 首先发牌；接风顺序：{queue}。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards: {kinds}, {klass}: {score} points!</source>
        <translation>{name} 天牌获胜：{kinds}，{klass}，得 {score} 分！</translation>
    </message>
    <message>
        <source>Three kinds of sky cards at one table: ×3.</source>
        <translation>同局出现三类天牌：×3。</translation>
    </message>
    <message>
        <source>Nobody holds sky cards: the game is played out.</source>
        <translation>无人持有天牌：进入实赛。</translation>
    </message>
    <message>
        <source>{name} goes out with the first play: Earth (地牌), {score} points!</source>
        <translation>{name} 首手出完：地牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} grabs the earth (抢地): {score} points!</source>
        <translation>{name} 抢地成功，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} is the last player left: Man (人牌) by walkover, {score} points.</source>
        <translation>{name} 是最后留下的玩家：不战而得人牌，得 {score} 分。</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man (人牌), {score} points!</source>
        <translation>{name} 出完手牌：人牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name}&apos;s throw {attempted} fails: {holder} holds {cards}. {name} plays {forced} instead.</source>
        <translation>{name} 甩牌 {attempted} 失败：{holder} 有更大的 {cards}。{name} 改出 {forced}。</translation>
    </message>
    <message>
        <source>First half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first} receives the first card; {holder} gets the turned card and leads.</source>
        <translation>上半局。翻出的刀牌是 {card}，刀为 {rank}。{first} 第一个摸牌；{holder} 摸到这张刀牌，先出牌。</translation>
    </message>
    <message>
        <source>Second half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first}, first out of the first half, receives the first card and leads.</source>
        <translation>下半局。翻出的刀牌是 {card}，刀为 {rank}。上半局的上游 {first} 第一个摸牌并先出牌。</translation>
    </message>
    <message>
        <source>The first half is over.</source>
        <translation>上半局结束。</translation>
    </message>
    <message>
        <source>The second half is over.</source>
        <translation>下半局结束。</translation>
    </message>
    <message>
        <source>First out (上游): {up}; last out (下游): {down}.</source>
        <translation>上游：{up}；下游：{down}。</translation>
    </message>
    <message>
        <source>Points this half: {a} {p}, {b} {q}.</source>
        <translation>本半局得分：{a} {p}，{b} {q}。</translation>
    </message>
    <message>
        <source>Double clip (双夹)! {side} win the game.</source>
        <translation>双夹！{side} 获胜。</translation>
    </message>
    <message>
        <source>No double clip (双夹): the second half decides.</source>
        <translation>未成双夹：进行下半局。</translation>
    </message>
    <message>
        <source>{side} win by double clip (双夹).</source>
        <translation>{side} 双夹获胜。</translation>
    </message>
    <message>
        <source>300 : 300: {side} win, their side went out first in the first half.</source>
        <translation>300 : 300：{side} 获胜（上半局上游一方）。</translation>
    </message>
    <message>
        <source>{side} win on points, {p} : {q} over both halves.</source>
        <translation>{side} 以两个半局合计 {p} : {q} 获胜。</translation>
    </message>
    <message>
        <source>{name} goes out first: first out (上游)!</source>
        <translation>{name} 第一个出完：上游！</translation>
    </message>
    <message>
        <source>{name} keeps their cards hidden.</source>
        <translation>{name} 不明牌。</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>你拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} receives {cards}.</source>
        <translation>{name} 拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} is the dealer with a bid of {bid}.</source>
        <translation>{name} 以 {bid} 分做庄。</translation>
    </message>
    <message>
        <source>Spring! The stake doubles.</source>
        <translation>春天！倍数翻倍。</translation>
    </message>
    <message>
        <source>Count: the dealer&apos;s side took {d} points, the defenders {f} (bid {bid}).</source>
        <translation>计分：庄家一方得 {d} 分，闲家 {f} 分（叫分 {bid}）。</translation>
    </message>
    <message>
        <source>The game is over: {scores}.</source>
        <translation>本局结束：{scores}。</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}：{what}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>The leader of a trick must play a combination: only the players who follow may pass.</source>
        <extracomment>bomb classes, low to high</extracomment>
        <translation>一轮的首出者必须出牌：只有跟牌的玩家可以不出。</translation>
    </message>
    <message>
        <source>{cards} is not a Dou Dizhu combination (single, pair, trio with or without a kicker, straight, pair straight, plane, four with two, bomb or rocket).</source>
        <translation>{cards} 不是斗地主的牌型（单张、对子、三张或三带一/三带二、顺子、连对、飞机、四带二、炸弹或王炸）。</translation>
    </message>
    <message>
        <source>{cards} cannot be read as a {type}.</source>
        <translation>{cards} 不能按{type}出。</translation>
    </message>
    <message>
        <source>That choice is not one this move takes.</source>
        <translation>这一步不接受这个选择。</translation>
    </message>
    <message>
        <source>That kind of move belongs to another stage of the game: showing, calling, grabbing, then play.</source>
        <translation>这种操作属于另一个阶段：先明牌、叫地主、抢地主，然后出牌。</translation>
    </message>
    <message>
        <source>Bombs rank rocket &gt; wild bomb &gt; bomb &gt; soft bomb, and beat every other type; in one class the higher rank wins. {cards} is not bigger.</source>
        <translation>炸弹的大小：王炸 &gt; 癞子炸弹 &gt; 硬炸弹 &gt; 软炸弹，都大于其他牌型；同类炸弹比点数。{cards} 不够大。</translation>
    </message>
    <message>
        <source>Only the same type with the same number of cards beats a play: a {type} does not beat a {top_type}.</source>
        <translation>只有张数相同的同一牌型才能压牌：{type}压不了{top_type}。</translation>
    </message>
    <message>
        <source>The same type with the same number of cards must have a higher main rank (the chain&apos;s top, the trio or the four).</source>
        <translation>同一牌型、同样张数时，主体点数必须更大（连牌的最大张、三张或四张）。</translation>
    </message>
    <message>
        <source>Bombs rank rocket &gt; wild bomb &gt; bomb &gt; soft bomb, and beat every other type.</source>
        <translation>炸弹的大小：王炸 &gt; 癞子炸弹 &gt; 硬炸弹 &gt; 软炸弹，都大于其他牌型。</translation>
    </message>
    <message>
        <source>The same type and number of cards, with a higher main rank.</source>
        <translation>同一牌型、同样张数，主体点数更大。</translation>
    </message>
    <message>
        <source>The wild cards (癞子, rank {laizi}) stand in as {ranks}.</source>
        <translation>癞子（点数 {laizi}）在此代替 {ranks}。</translation>
    </message>
    <message>
        <source>Every bomb doubles the game&apos;s multiplier.</source>
        <translation>每个炸弹使本局倍数翻倍。</translation>
    </message>
    <message>
        <source>The move is taken as the rules of this stage allow.</source>
        <translation>这一步按本阶段的规则被接受。</translation>
    </message>
    <message>
        <source>A player who follows may always pass (不要).</source>
        <translation>跟牌的玩家随时可以不要。</translation>
    </message>
    <message>
        <source>In turn each player calls the landlord or not; the first call ends the calling.</source>
        <translation>每位玩家依次选择叫地主或不叫；第一个叫地主的人结束叫地主阶段。</translation>
    </message>
    <message>
        <source>After a call, each other player may grab the landlord once; every grab doubles the multiplier.</source>
        <translation>有人叫地主后，其他玩家各有一次抢地主的机会；每抢一次倍数翻倍。</translation>
    </message>
    <message>
        <source>Showing the cards multiplies the stake: ×4 before the deal, ×2 after taking the bottom cards.</source>
        <translation>明牌会增加倍数：发牌前明牌 ×4，拿底牌后明牌 ×2。</translation>
    </message>
    <message>
        <source>Escaping ends the game: the stake counts every bomb in every hand, and the escaper pays.</source>
        <translation>逃跑使本局结束：倍数计入所有人手中的全部炸弹，由逃跑者赔付。</translation>
    </message>
    <message>
        <source>An escape: X = {x} counting every bomb in every hand; the escaper pays, {score} coins here.</source>
        <translation>逃跑：X = {x}，计入所有人手中的全部炸弹；由逃跑者赔付，此处 {score} 豆。</translation>
    </message>
    <message>
        <source>X = base 1 × multiplier {multiplier} × room stake {stake} = {x}; {score} coins here, since coins never go below 0.</source>
        <translation>X = 底分 1 × 倍数 {multiplier} × 房间倍率 {stake} = {x}；因欢乐豆不会少于 0，此处 {score} 豆。</translation>
    </message>
    <message>
        <source>Spring doubles: X = base 1 × multiplier {multiplier} × room stake {stake} = {x}; {score} coins here.</source>
        <translation>春天翻倍：X = 底分 1 × 倍数 {multiplier} × 房间倍率 {stake} = {x}；此处 {score} 豆。</translation>
    </message>
    <message>
        <source>X = base 1 × multiplier {multiplier} (grabs {grabs}, showing ×{show}, bombs {bombs}) × room stake {stake} = {x}; {score} coins here.</source>
        <translation>X = 底分 1 × 倍数 {multiplier}（抢地主 {grabs} 次，明牌 ×{show}，炸弹 {bombs} 个）× 房间倍率 {stake} = {x}；此处 {score} 豆。</translation>
    </message>
    <message>
        <source>Once the landlord has the bottom cards a wild rank (癞子) is drawn: all four cards of rank {laizi} are wild.</source>
        <translation>地主拿到底牌后随机抽出癞子：点数为 {laizi} 的四张牌都是癞子。</translation>
    </message>
    <message>
        <source>The last player to grab is the landlord; if nobody grabbed, the caller is.</source>
        <translation>最后一个抢地主的人当地主；无人抢地主时，叫地主的人当地主。</translation>
    </message>
    <message>
        <source>Nobody called and nobody showed the cards from the start: the cards are dealt again.</source>
        <translation>无人叫地主，也无人明牌开始：重新发牌。</translation>
    </message>
    <message>
        <source>Spring (春天): the other side never played a card, so the stake doubles.</source>
        <translation>春天：对方一张牌都没出，倍数翻倍。</translation>
    </message>
    <message>
        <source>Both other players passed: the last play wins the trick and its owner leads.</source>
        <translation>另外两位玩家都不要：最后出的牌赢得这一轮，由出牌者首出。</translation>
    </message>
    <message>
        <source>The move was refused.</source>
        <extracomment>The translation context of every message id. Product decisions on unclear seed sentences, cited as ``decision:&lt;id&gt;``: id -&gt; (the spec file in ``shared/spec/``, the sentence it records, quoted; whitespace aside, verbatim). Refusals of the shared machinery (:class:`~desktop_app.engine.core.Game`, the pack limits): every game may give them; a game&apos;s own ``REFUSALS`` row wins.</extracomment>
        <translation>这一步未被接受。</translation>
    </message>
    <message>
        <source>That move breaks a rule of the game.</source>
        <translation>这一步违反了本游戏的规则。</translation>
    </message>
    <message>
        <source>Those cards cannot be played at this moment.</source>
        <translation>此刻不能出这些牌。</translation>
    </message>
    <message>
        <source>Players act in turn, and it is not this seat&apos;s turn.</source>
        <translation>玩家轮流行动，现在不是这个座位的回合。</translation>
    </message>
    <message>
        <source>That kind of move belongs to another stage of the game.</source>
        <translation>这种操作属于游戏的另一个阶段。</translation>
    </message>
    <message>
        <source>The game is over: no more moves are taken.</source>
        <translation>本局已结束：不再接受任何操作。</translation>
    </message>
    <message>
        <source>That move is not one this game takes at this moment.</source>
        <translation>本游戏此刻不接受这一步。</translation>
    </message>
    <message>
        <source>There is no such seat at this table.</source>
        <translation>本桌没有这个座位。</translation>
    </message>
    <message>
        <source>That kind of move is not part of this game.</source>
        <translation>本游戏没有这种操作。</translation>
    </message>
    <message>
        <source>This kind of move takes no cards.</source>
        <translation>这种操作不带牌。</translation>
    </message>
    <message>
        <source>A room option has a value this game does not take.</source>
        <translation>某个房间选项的值本游戏不接受。</translation>
    </message>
    <message>
        <source>This game is not played by {players} players.</source>
        <translation>本游戏不能由 {players} 人进行。</translation>
    </message>
    <message>
        <source>The deal named is not one this game knows.</source>
        <translation>本游戏不认识所指定的发牌方式。</translation>
    </message>
    <message>
        <source>What the match carried into this game is not valid.</source>
        <translation>比赛带入本局的数据无效。</translation>
    </message>
    <message>
        <source>The record does not replay under this game&apos;s rules.</source>
        <translation>该记录不能按本游戏的规则重放。</translation>
    </message>
    <message>
        <source>The record was written by a newer version of the app.</source>
        <translation>该记录由更新版本的程序写成。</translation>
    </message>
    <message>
        <source>The state this check needs is missing.</source>
        <translation>缺少这项检查所需的局面信息。</translation>
    </message>
    <message>
        <source>The message from the other computer is not valid.</source>
        <translation>另一台电脑发来的消息无效。</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s pack.</source>
        <translation>这张牌不在这个游戏的牌中。</translation>
    </message>
    <message>
        <source>This game&apos;s pack does not hold that many copies of a card.</source>
        <translation>这个游戏的牌中没有这么多张同样的牌。</translation>
    </message>
    <message>
        <source>No hand of this game holds that many cards.</source>
        <translation>本游戏的任何一手牌都没有这么多张。</translation>
    </message>
    <message>
        <source>No game is running at this table.</source>
        <translation>本桌没有正在进行的牌局。</translation>
    </message>
    <message>
        <source>Each player moves only for their own seat.</source>
        <translation>每位玩家只能为自己的座位操作。</translation>
    </message>
    <message>
        <source>That seat is not played at this computer.</source>
        <translation>这个座位不在这台电脑上操作。</translation>
    </message>
    <message>
        <source>That seat is not played from another computer.</source>
        <translation>这个座位不是由另一台电脑操作的。</translation>
    </message>
    <message>
        <source>At a shared computer the next player takes the mouse before moving.</source>
        <translation>在同一台电脑上轮流玩时，下一位玩家须先接过鼠标再操作。</translation>
    </message>
    <message>
        <source>A dispute names a move of this game (or the deal) and says in a few words what is wrong.</source>
        <translation>仲裁须指明本局的一手牌（或发牌），并用几句话说明哪里不对。</translation>
    </message>
    <message>
        <source>A spectator watches the game: only a seated player makes moves.</source>
        <translation>旁观者只观看牌局：只有在座的玩家才能出牌。</translation>
    </message>
    <message>
        <source>In a LAN room each computer moves only for the seat the host gave it.</source>
        <translation>局域网房间里，每台电脑只能为主机分配给它的座位行动。</translation>
    </message>
    <message>
        <source>The host takes only so many messages a second from one computer: wait a moment and try again.</source>
        <translation>主机每秒只接收一台电脑的有限条消息：请稍等片刻再试。</translation>
    </message>
    <message>
        <source>The host could not handle that move; the game goes on as before.</source>
        <translation>主机无法处理这一步；牌局照常进行。</translation>
    </message>
    <message>
        <source>The host could not read that move as this app&apos;s LAN protocol writes it.</source>
        <translation>主机无法按本程序的局域网协议读取这一步。</translation>
    </message>
    <message>
        <source>A play needs at least one card; to let the turn go, pass.</source>
        <translation>出牌至少要一张；想让过本轮，请选择不出。</translation>
    </message>
    <message>
        <source>Only cards in the player&apos;s hand can be played: {cards} are not there.</source>
        <translation>只能出自己手中的牌：{cards} 不在手中。</translation>
    </message>
    <message>
        <source>{cards} is not one of this game&apos;s combinations.</source>
        <translation>{cards} 不是本游戏的牌型。</translation>
    </message>
    <message>
        <source>This game has no combination called {type}.</source>
        <translation>本游戏没有名为{type}的牌型。</translation>
    </message>
    <message>
        <source>A play must beat the play on the table ({top}), and {cards} does not.</source>
        <translation>出牌必须压过桌上的牌（{top}），{cards} 压不过。</translation>
    </message>
    <message>
        <source>Any player may abandon the game at any time; it ends their part in it.</source>
        <extracomment>The accepted-move explanations every game shares (its own ``KIND_RULES`` win).</extracomment>
        <translation>任何玩家都可随时弃权，此后不再参与本局。</translation>
    </message>
    <message>
        <source>A player who does not beat the play on the table may pass.</source>
        <translation>压不过桌上的牌的玩家可以不出。</translation>
    </message>
    <message>
        <source>The game starts: the cards are dealt as the rules say.</source>
        <translation>开局：按规则发牌。</translation>
    </message>
    <message>
        <source>The game is over; each player&apos;s line of the score says how it was counted.</source>
        <translation>本局结束；每位玩家的得分行说明了计分方法。</translation>
    </message>
    <message>
        <source>{cards} is a {type}: any combination may lead a new trick.</source>
        <translation>{cards} 是{type}：新一轮可以首出任何牌型。</translation>
    </message>
    <message>
        <source>{cards} is a {type} and beats the {top_type} on the table ({top}).</source>
        <translation>{cards} 是{type}，压过桌上的{top_type}（{top}）。</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>(Rules: {section})</source>
        <extracomment>Words the renderer puts around the parts.</extracomment>
        <translation>（规则：{section}）</translation>
    </message>
    <message>
        <source>This is the room option “{option}”.</source>
        <translation>这是房间选项「{option}」。</translation>
    </message>
    <message>
        <source>The original rules are unclear here: this is the app&apos;s decision, recorded in its rules page.</source>
        <translation>原规则此处不明确：这是本程序的决定，写在其规则页中。</translation>
    </message>
    <message>
        <source>{cards} is a throw (甩牌) of one plain suit: nobody else holds a higher single, pair or tractor of that suit.</source>
        <translation>{cards} 是同一副牌花色的甩牌：其他人手中都没有该花色更大的单张、对子或拖拉机。</translation>
    </message>
    <message>
        <source>{cards} is a {type}, led: any single, pair or tractor may lead.</source>
        <translation>{cards} 是{type}，首出：单张、对子或拖拉机都可以首出。</translation>
    </message>
    <message>
        <source>{cards} follows the lead ({top}) with as many cards, of the led suit as far as the hand allows.</source>
        <translation>{cards} 跟首出的牌（{top}）：张数相同，并尽手中所有跟出首出的花色。</translation>
    </message>
    <message>
        <source>A follow wins the trick only with the same shape and higher cards (or trumps on a plain lead); another shape counts as smaller.</source>
        <translation>跟牌只有牌型相同且更大（或以主牌毙副牌）才能赢这一墩；牌型不同直接算作小。</translation>
    </message>
    <message>
        <source>A bid is a number of points from 60 to 200.</source>
        <translation>叫分是 60 到 200 之间的分数。</translation>
    </message>
    <message>
        <source>A bid now must be from {min} to {max}: 60 at least, then 5 to 20 above the current bid.</source>
        <translation>现在的叫分须在 {min} 到 {max} 之间：首叫至少 60，之后比当前叫分高 5 到 20。</translation>
    </message>
    <message>
        <source>Bids go in steps of {step}: {amount} is not one.</source>
        <translation>叫分须以 {step} 为单位：{amount} 不行。</translation>
    </message>
    <message>
        <source>The dealer names one of the four suits as trumps.</source>
        <translation>庄家从四种花色中选一种作主。</translation>
    </message>
    <message>
        <source>The dealer buries exactly {count} cards after taking the kitty ({selected} chosen).</source>
        <translation>庄家拿底牌后须扣下正好 {count} 张（已选 {selected} 张）。</translation>
    </message>
    <message>
        <source>A lead is all of one plain suit or all trumps: {cards} mixes suits.</source>
        <translation>首出的牌须全是同一副牌花色或全是主牌：{cards} 混了花色。</translation>
    </message>
    <message>
        <source>Only plain suits can be thrown (甩牌): trumps lead one single, pair or tractor at a time.</source>
        <translation>只有副牌花色可以甩牌：主牌每次只能出单张、对子或拖拉机。</translation>
    </message>
    <message>
        <source>{cards} is not a 红五 lead: a single, a pair of identical cards, a tractor or a throw of one plain suit.</source>
        <translation>{cards} 不是红五可首出的牌：单张、两张完全相同的牌组成的对子、拖拉机，或同一副牌花色的甩牌。</translation>
    </message>
    <message>
        <source>{cards} cannot be led as a {type}.</source>
        <translation>{cards} 不能按{type}首出。</translation>
    </message>
    <message>
        <source>A follow has as many cards as the lead: {need}, not {count}.</source>
        <translation>跟牌张数须与首出相同：{need} 张，而不是 {count} 张。</translation>
    </message>
    <message>
        <source>Follow the led suit ({suit}) with as many of its cards as you hold: {need} needed, {held} held.</source>
        <translation>须尽手中所有跟出首出的花色（{suit}）：需要 {need} 张，手中有 {held} 张。</translation>
    </message>
    <message>
        <source>With pairs must follow pairs, pairs of the led suit ({suit}) must be played while you hold them: {need} needed.</source>
        <translation>「对子必须跟对子」时，手中有首出花色（{suit}）的对子就必须出：需要 {need} 对。</translation>
    </message>
    <message>
        <source>That kind of move belongs to another stage of the game: bidding, trumps and the kitty, then play.</source>
        <translation>这种操作属于另一个阶段：先叫分、定主和扣底，然后出牌。</translation>
    </message>
    <message>
        <source>Pairs are followed with pairs while the hand holds them.</source>
        <translation>手中有对子时，对子须跟对子。</translation>
    </message>
    <message>
        <source>♥5 (红五) is the highest trump, whatever suit is trumps.</source>
        <translation>无论哪门作主，♥5（红五）都是最大的主牌。</translation>
    </message>
    <message>
        <source>The throw {attempted} fails: another player holds {cards}, higher in that suit; the lowest failing part, {forced}, is played instead.</source>
        <translation>甩牌 {attempted} 失败：另一位玩家持有该花色更大的 {cards}；改出失败部分中最小的 {forced}。</translation>
    </message>
    <message>
        <source>A player who passes in the bidding is out of it for this deal; the last bidder standing is the dealer.</source>
        <translation>叫分时不叫的玩家本副牌不能再叫；最后留下的叫分者当庄家。</translation>
    </message>
    <message>
        <source>A bid of {value}: at least 60, then 5 to 20 above the current bid in steps of 5; 200 wins at once.</source>
        <translation>叫 {value} 分：首叫至少 60，之后比当前叫分高 5 到 20，且为 5 的倍数；叫 200 立即成为庄家。</translation>
    </message>
    <message>
        <source>The dealer names the trump suit ({suit}); ♥5 and the jokers are trumps anyway.</source>
        <translation>庄家定主（{suit}）；♥5 和大小王无论如何都是主牌。</translation>
    </message>
    <message>
        <source>The dealer takes the 8 kitty cards and buries any 8 cards.</source>
        <translation>庄家拿起 8 张底牌，再任意扣下 8 张。</translation>
    </message>
    <message>
        <source>The dealer&apos;s score {dealer_score} = card points {dealer_points} − bid {bid} − red-five deduction {penalty}; its band gives {score} × base {base} here.</source>
        <translation>庄家得分 {dealer_score} = 牌分 {dealer_points} − 叫分 {bid} − 红五扣分 {penalty}；按所在档位，此处为 {score} × 底分 {base}。</translation>
    </message>
    <message>
        <source>The last bidder standing is the dealer (a bid of 200 wins at once; with no bid, the opener deals at 60).</source>
        <translation>最后留下的叫分者当庄家（叫 200 立即成为庄家；无人叫分时，首叫者以 60 分当庄）。</translation>
    </message>
    <message>
        <source>The best play of the trick wins it (ties go to the earlier play); the winner takes its {points} points (5, 10 and K) and leads.</source>
        <translation>一墩中最大的牌赢得这一墩（同样大时先出者为大）；赢家拿走其中的 {points} 分（5、10 和 K）并首出。</translation>
    </message>
    <message>
        <source>The last trick decides the kitty: won by a defender, the kitty&apos;s points go to the defenders, else the dealer keeps them.</source>
        <translation>最后一墩决定底牌：闲家赢得最后一墩时，底牌中的分归闲家，否则归庄家。</translation>
    </message>
    <message>
        <source>A player who can beat the play on the table must play: passing is allowed only when nothing beats it.</source>
        <translation>能压过桌上的牌就必须出：只有压不过时才可以不出。</translation>
    </message>
    <message>
        <source>The next player has one card left (报单必顶): a single played now must be the highest, a {highest}.</source>
        <translation>下家只剩一张牌（报单必顶）：此时出单张必须出最大的，即 {highest}。</translation>
    </message>
    <message>
        <source>The next player has one card left (报单必顶): the single must be beaten with the highest single.</source>
        <translation>下家只剩一张牌（报单必顶）：须用最大的单张去压。</translation>
    </message>
    <message>
        <source>{cards} is not a 生死堵 combination (a triple with one only as the whole remaining hand).</source>
        <translation>{cards} 不是生死堵的牌型（三带一只能作为手中最后的全部牌）。</translation>
    </message>
    <message>
        <source>One deck holds each card once: the same card is named twice.</source>
        <translation>一副牌中每张牌只有一张：同一张牌被写了两次。</translation>
    </message>
    <message>
        <source>Only a higher bomb beats a bomb.</source>
        <translation>只有更大的炸弹才能压炸弹。</translation>
    </message>
    <message>
        <source>A triple with one (the last cards of a hand) falls only to a bomb.</source>
        <translation>三带一（手中最后的牌）只有炸弹能压。</translation>
    </message>
    <message>
        <source>A triple with two odd cards needs the room option “Triple with any two cards”.</source>
        <translation>三张带两张散牌需要开启房间选项「三带二不分对和散」。</translation>
    </message>
    <message>
        <source>The same type and number of cards must have a higher main rank (the triple, the four or the top of the sequence).</source>
        <translation>同一牌型、同样张数时，主体点数必须更大（三张、四张或连牌的最大张）。</translation>
    </message>
    <message>
        <source>A bomb beats any play that is not a bomb.</source>
        <translation>炸弹可以压任何不是炸弹的牌。</translation>
    </message>
    <message>
        <source>A triple with one is allowed as the player&apos;s whole remaining hand.</source>
        <translation>三带一可以作为手中最后的全部牌打出。</translation>
    </message>
    <message>
        <source>A triple may carry any two cards.</source>
        <translation>三张可以带任意两张牌。</translation>
    </message>
    <message>
        <source>A sequence may start 2-3-4.</source>
        <translation>连牌可以从 2-3-4 开始。</translation>
    </message>
    <message>
        <source>A bomb that is not beaten earns {bonus} from each other player.</source>
        <translation>没有被压的炸弹可从其他每位玩家处得 {bonus} 分。</translation>
    </message>
    <message>
        <source>Passing is allowed only when nothing in the hand beats the play on the table.</source>
        <translation>只有手中没有能压过桌上的牌时才可以不出。</translation>
    </message>
    <message>
        <source>A player who follows may pass.</source>
        <translation>跟牌的玩家可以不出。</translation>
    </message>
    <message>
        <source>The first to go out wins what every loser pays: {base}, and {bomb} in bomb bonuses: {score}.</source>
        <translation>最先出完的玩家赢得每位输家所付：{base}，加炸弹奖励 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>Scoring by finishing rank: {base} for this loser, {bomb} in bomb bonuses: {score}.</source>
        <translation>按名次计分：此输家 {base}，炸弹奖励 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>{left} cards left, doubled since this player never played (全关): {base}, {bomb} in bomb bonuses: {score}.</source>
        <translation>剩 {left} 张，因一张未出（全关）加倍：{base}，炸弹奖励 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>{left} cards left, paid to the winner: {base}, {bomb} in bomb bonuses: {score}.</source>
        <translation>剩 {left} 张，付给赢家：{base}，炸弹奖励 {bomb}：共 {score}。</translation>
    </message>
    <message>
        <source>The previous game&apos;s winner leads first.</source>
        <translation>上一局的赢家先出牌。</translation>
    </message>
    <message>
        <source>No diamond was dealt: a random player leads first.</source>
        <translation>没有发出任何方块：随机一位玩家先出牌。</translation>
    </message>
    <message>
        <source>The holder of ♦3 leads first (no ♦3 dealt: ♦4, and so on up the diamonds).</source>
        <translation>持有♦3 的玩家先出牌（没有发出♦3 时为♦4，依方块往上类推）。</translation>
    </message>
    <message>
        <source>A player with one card left says so (报单): a single played to them must be the highest.</source>
        <translation>只剩一张牌的玩家须报单：此时对其出单张必须出最大的。</translation>
    </message>
    <message>
        <source>A bomb that is beaten earns no bomb bonus.</source>
        <translation>被压过的炸弹没有炸弹奖励。</translation>
    </message>
    <message>
        <source>Every other player passed: the last play wins the trick and its owner leads.</source>
        <translation>其他玩家都不出：最后出的牌赢得这一轮，由出牌者首出。</translation>
    </message>
    <message>
        <source>天地人 is played by 2 to 8 players, one deck each.</source>
        <translation>天地人由 2 至 8 人进行，每人一副牌。</translation>
    </message>
    <message>
        <source>That player has left the game (sky cards, Earth, grabbing the earth or abandoning): they play no more.</source>
        <translation>该玩家已离开本局（天牌、地牌、抢地或弃权）：不再出牌。</translation>
    </message>
    <message>
        <source>A match goes on with the next game only once this one is over.</source>
        <translation>本局结束后，比赛才会进入下一局。</translation>
    </message>
    <message>
        <source>Grabbing the earth (抢地): the first trick&apos;s winner gets one more lead, and only a play that empties the hand is allowed; otherwise pass.</source>
        <translation>抢地：第一轮的赢家再得一次出牌机会，只允许一手出完全部手牌的出牌；否则不出。</translation>
    </message>
    <message>
        <source>{cards} is not a 天地人 combination: single, pair, straight, pair straight, rocket, starship, lone boat or a bomb (drone, super drone, spaceship).</source>
        <translation>{cards} 不是天地人的牌型：单张、对子、顺子、对顺、火箭、星舰、孤舟，或炸弹（无人机、超级无人机、飞船）。</translation>
    </message>
    <message>
        <source>Sky cards (天牌) are checked right after the deal.</source>
        <translation>天牌在发牌后立即检查。</translation>
    </message>
    <message>
        <source>Passing and abandoning take no cards.</source>
        <translation>不出和弃权都不带牌。</translation>
    </message>
    <message>
        <source>Only a bigger bomb beats a {top_type}: {cards} is no bomb.</source>
        <translation>只有更大的炸弹才能压{top_type}：{cards} 不是炸弹。</translation>
    </message>
    <message>
        <source>Bombs rank spaceship &gt; super drone &gt; drone; two drones compare the number of cards, then the rank. {cards} is not bigger.</source>
        <translation>炸弹的大小：飞船 &gt; 超级无人机 &gt; 无人机；两个无人机先比张数，再比点数。{cards} 不够大。</translation>
    </message>
    <message>
        <source>A normal combination beats only one of the same type: a {type} does not beat a {top_type}.</source>
        <translation>普通牌型只能压同一牌型：{type}压不了{top_type}。</translation>
    </message>
    <message>
        <source>With strict shapes, a {type} must have as many groups and the same kickers as the one on the table, and a higher body.</source>
        <translation>开启「严格牌型」时，{type}须与桌上的牌组数相同、带牌相同，且主体更大。</translation>
    </message>
    <message>
        <source>Rockets and starships compare the number of groups first, then the top rank of the body, then the kickers: {cards} is not bigger.</source>
        <translation>火箭和星舰先比组数，再比主体的最大点数，然后比带牌：{cards} 不够大。</translation>
    </message>
    <message>
        <source>A {type} beats one of the same length with a higher top rank; equal never beats equal.</source>
        <translation>{type}须与桌上的长度相同且最大点数更高才能压；相同大小不能压。</translation>
    </message>
    <message>
        <source>A lone boat: the big joker beats the small one; with the same joker the attached rank decides.</source>
        <translation>孤舟：大王压小王；王相同时比所带牌的点数。</translation>
    </message>
    <message>
        <source>The same type must be higher to beat: equal never beats equal, the earlier play stands.</source>
        <translation>同一牌型必须更大才能压：相同大小不能压，先出者为大。</translation>
    </message>
    <message>
        <source>A bomb beats every normal combination.</source>
        <translation>炸弹大于所有普通牌型。</translation>
    </message>
    <message>
        <source>Bombs rank spaceship &gt; super drone &gt; drone; two drones compare the number of cards, then the rank.</source>
        <translation>炸弹的大小：飞船 &gt; 超级无人机 &gt; 无人机；两个无人机先比张数，再比点数。</translation>
    </message>
    <message>
        <source>With strict shapes, the same number of groups and kickers, and a higher body.</source>
        <translation>严格牌型：组数和带牌相同，主体更大。</translation>
    </message>
    <message>
        <source>More groups win whatever the kickers; then the higher body; then the kickers.</source>
        <translation>组数多者为大，与带牌无关；其次比主体；最后比带牌。</translation>
    </message>
    <message>
        <source>The same type, and higher.</source>
        <translation>同一牌型，且更大。</translation>
    </message>
    <message>
        <source>A set with several readings is led in its strongest one unless another is chosen.</source>
        <translation>一手牌有多种读法时，首出按最大的读法，除非玩家另选。</translation>
    </message>
    <message>
        <source>The 2s in it stand in for other ranks (2 is wild).</source>
        <translation>其中的 2 代替其他点数（2 是万能牌）。</translation>
    </message>
    <message>
        <source>It empties the hand.</source>
        <translation>这手牌出完了全部手牌。</translation>
    </message>
    <message>
        <source>Any player who follows may pass, even holding a beating play, and may play again later in the trick.</source>
        <translation>跟牌的玩家即使有能压的牌也可以不出，之后在本轮仍可再出。</translation>
    </message>
    <message>
        <source>A player who abandons becomes a loser (0 points); their hand stays out of play.</source>
        <translation>弃权者即为完败者（0 分）；其手牌不再参与。</translation>
    </message>
    <message>
        <source>Sky cards ({kinds}), {klass}: {score} points (the kind&apos;s base times the class multiplier).</source>
        <translation>天牌（{kinds}），{klass}：{score} 分（该天牌的基础分乘以类别倍数）。</translation>
    </message>
    <message>
        <source>Earth (地牌): the opening lead emptied the hand: {score} points.</source>
        <translation>地牌：首次出牌即出完全部手牌：{score} 分。</translation>
    </message>
    <message>
        <source>Grabbing the earth (抢地): one more play emptied the hand after the first trick: {score} points.</source>
        <translation>抢地：第一轮之后再出一手即出完全部手牌：{score} 分。</translation>
    </message>
    <message>
        <source>Man (人牌): the first to empty the hand in the main play: {score} points.</source>
        <translation>人牌：实赛中最先出完手牌：{score} 分。</translation>
    </message>
    <message>
        <source>A loser (完败者) scores 0.</source>
        <translation>完败者得 0 分。</translation>
    </message>
    <message>
        <source>A player who abandons is a loser (完败者) and scores 0.</source>
        <translation>弃权者为完败者，得 0 分。</translation>
    </message>
    <message>
        <source>Man (人牌) by walkover: every other live player left: {score} points.</source>
        <translation>人牌（不战而胜）：其他仍在局中的玩家都已离开：{score} 分。</translation>
    </message>
    <message>
        <source>The lottery draws the first dealer, the banker (who leads first) and the relay order (接风), each at random.</source>
        <translation>抽签随机决定首发牌者、庄家（率先出牌）和接风者次序。</translation>
    </message>
    <message>
        <source>Nobody holds sky cards: the main play (实赛) follows.</source>
        <translation>无人持有天牌：进入实赛。</translation>
    </message>
    <message>
        <source>The first trick&apos;s winner can empty the hand with one more play: they get that one lead (抢地).</source>
        <translation>第一轮的赢家再出一手就能出完手牌：获得这一次出牌机会（抢地）。</translation>
    </message>
    <message>
        <source>Round 3 (人牌): the next relay player (接风者) leads, and tricks go on until a player empties the hand.</source>
        <translation>第三轮（人牌）：由下一位接风者出牌，一直打到有玩家出完手牌为止。</translation>
    </message>
    <message>
        <source>The next relay player (接风者) in the lottery&apos;s order leads.</source>
        <translation>按抽签的次序，由下一位接风者出牌。</translation>
    </message>
    <message>
        <source>The trick&apos;s winner has left the game: the next relay player (接风者) leads.</source>
        <translation>这一轮的赢家已离开本局：由下一位接风者出牌。</translation>
    </message>
    <message>
        <source>Every other live player passed: the last play wins the trick and its owner leads the next.</source>
        <translation>其他仍在局中的玩家都不出：最后出的牌赢得这一轮，由出牌者首出下一轮。</translation>
    </message>
    <message>
        <source>{cards} is not a 原子 combination: cards of one rank (jokers may stand in), an atom of three identical cards or a hydrogen bomb.</source>
        <translation>{cards} 不是原子的牌型：同一点数的牌（王可代替）、三张完全相同的牌组成的原子，或氢弹。</translation>
    </message>
    <message>
        <source>A joker never stands in for a knife (刀) card: {cards} mixes them.</source>
        <translation>王不能代替刀牌：{cards} 把两者混在一起。</translation>
    </message>
    <message>
        <source>The bomb ladder, high to low: hydrogen bomb, atom, knife bomb, bomb (more cards, then rank); knife groups fall only to atoms, hydrogen bombs and knife bombs. {cards} is not higher.</source>
        <translation>炸弹从大到小：氢弹、原子、刀炸弹、炸弹（先比张数，再比点数）；刀牌组只有原子、氢弹和刀炸弹能压。{cards} 不够大。</translation>
    </message>
    <message>
        <source>A single, pair or triple beats only the same type with the same number of cards: a {type} does not beat a {top_type}.</source>
        <translation>单张、对子或三张只能压张数相同的同一牌型：{type}压不了{top_type}。</translation>
    </message>
    <message>
        <source>The same type must have a higher rank (knife &gt; 2 &gt; A &gt; … &gt; 3); a knife group beats every other group of its type.</source>
        <translation>同一牌型必须点数更大（刀 &gt; 2 &gt; A &gt; … &gt; 3）；刀牌组大于同牌型的其他牌组。</translation>
    </message>
    <message>
        <source>A bomb, atom or hydrogen bomb beats a normal group (a knife group only by an atom, a hydrogen bomb or a knife bomb).</source>
        <translation>炸弹、原子或氢弹可以压普通牌组（刀牌组只能被原子、氢弹或刀炸弹压）。</translation>
    </message>
    <message>
        <source>Higher on the bomb ladder: hydrogen bomb, atom, knife bomb, bomb.</source>
        <translation>在炸弹等级中更高：氢弹、原子、刀炸弹、炸弹。</translation>
    </message>
    <message>
        <source>The same type and number of cards, with a higher rank.</source>
        <translation>同一牌型、同样张数，点数更大。</translation>
    </message>
    <message>
        <source>Knife (刀) cards, rank {dao}, rank above every other card.</source>
        <translation>刀牌（点数 {dao}）大于其他所有牌。</translation>
    </message>
    <message>
        <source>The jokers in it stand in for the group&apos;s rank.</source>
        <translation>其中的王代替该组的点数。</translation>
    </message>
    <message>
        <source>An atom is exactly three identical cards (same rank and suit).</source>
        <translation>原子是正好三张完全相同的牌（点数和花色都相同）。</translation>
    </message>
    <message>
        <source>A hydrogen bomb is exactly eight cards of one rank, two of each suit.</source>
        <translation>氢弹是同一点数的正好八张牌，每种花色各两张。</translation>
    </message>
    <message>
        <source>A player who follows may pass and play again later; when all others pass, the last player to play takes the points and leads.</source>
        <translation>跟牌的玩家可以不出，之后仍可再出；其他人都不出时，最后出牌的玩家拿走分数并首出。</translation>
    </message>
    <message>
        <source>Escaping (逃跑) ends the game: the escaper pays the penalty, the partner is not charged.</source>
        <translation>逃跑使本局结束：逃跑者受罚，其同伴不受罚。</translation>
    </message>
    <message>
        <source>Double clip (双夹) ends the game after the first half: {score} for this player.</source>
        <translation>双夹在上半局后结束本局：此玩家 {score}。</translation>
    </message>
    <message>
        <source>An escape ended the game: {score} for this player.</source>
        <translation>有人逃跑，本局结束：此玩家 {score}。</translation>
    </message>
    <message>
        <source>300 : 300: the side of the first half&apos;s first out wins: {score} for this player.</source>
        <translation>300 : 300：上半局上游所在的一方获胜：此玩家 {score}。</translation>
    </message>
    <message>
        <source>Both halves&apos; points decide, {ours} : {theirs}: winners +1, losers −1; {score} for this player.</source>
        <translation>按上下半局总分决定，{ours} : {theirs}：胜方 +1，负方 −1；此玩家 {score}。</translation>
    </message>
    <message>
        <source>The trick&apos;s winner has gone out: the lead passes to their partner (接风), or to the next player still in.</source>
        <translation>这一轮的赢家已出完：由其同伴接风，同伴也已出完时由下一位仍在局中的玩家出牌。</translation>
    </message>
    <message>
        <source>Every other player passed: the last player to play takes the {points} points on the table and leads.</source>
        <translation>其他玩家都不出：最后出牌的玩家拿走桌上的 {points} 分并首出。</translation>
    </message>
    <message>
        <source>A player who empties the hand is out; the first out is 上游.</source>
        <translation>出完手牌的玩家即出局；最先出完的是上游。</translation>
    </message>
    <message>
        <source>Double clip (双夹): one side went out first and second, or its opponents stayed below the threshold; that side wins the game.</source>
        <translation>双夹：一方包揽第一、第二出完，或其对手的分数低于门槛；该方赢得本局。</translation>
    </message>
    <message>
        <source>The half ends when both partners of one side are out, or three players are; 下游&apos;s points go to the side of 上游.</source>
        <translation>一方两位同伴都出完，或已有三位玩家出完时，半局结束；下游的分归上游一方。</translation>
    </message>
    <message>
        <source>Why?</source>
        <extracomment>kinds of log lines that can be asked Why?</extracomment>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>Open the rules at this section</source>
        <translation>打开规则的这一节</translation>
    </message>
    <message>
        <source>Which rule applies here, and where the rules page says so</source>
        <translation>这里适用哪条规则，规则页在哪里说明</translation>
    </message>
</context>
<context>
    <name>Feel</name>
    <message>
        <source>S&amp;ound</source>
        <translation>声音(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>静音(&amp;M)</translation>
    </message>
    <message>
        <source>Volume {n} %</source>
        <translation>音量 {n}%</translation>
    </message>
    <message>
        <source>&amp;Reduce motion (no celebrations)</source>
        <translation>减少动效（不放庆祝动画）(&amp;R)</translation>
    </message>
    <message>
        <source>Side &amp;panel (log and card counter)</source>
        <translation>侧栏（牌局记录和记牌器）(&amp;P)</translation>
    </message>
</context>
<context>
    <name>GameChoicesDialog</name>
    <message>
        <source>Bot ({level})</source>
        <extracomment>The range of the spin boxes of integer and decimal rule options. str options offered as a list of choices: option name -&gt; values the seat kinds that are a bot of that level</extracomment>
        <translation>电脑（{level}）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>比赛局数</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>座位（按出牌顺序）</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No game is available yet.</source>
        <translation>暂时没有可玩的游戏。</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the mouse to {name} — click when ready</source>
        <translation>请把鼠标交给 {name} —— 准备好后点击</translation>
    </message>
    <message>
        <source>Every hand is hidden until {name} is at the screen.</source>
        <translation>在 {name} 坐到屏幕前之前，所有手牌都已隐藏。</translation>
    </message>
    <message>
        <source>I am {name}: show my hand (Enter)</source>
        <translation>我是 {name}：显示我的手牌 (Enter)</translation>
    </message>
</context>
<context>
    <name>HistoryInstaller</name>
    <message>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（电脑，{level}）</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>{names} 获胜</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>无人获胜</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>LAN, hosted here</source>
        <translation>局域网，本机开房</translation>
    </message>
    <message>
        <source>LAN at {host}</source>
        <translation>局域网，房主 {host}</translation>
    </message>
    <message>
        <source>fair deal verified</source>
        <translation>公平发牌已核验</translation>
    </message>
    <message>
        <source>deal check failed</source>
        <translation>发牌核验未通过</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>{n} of {length}</source>
        <extracomment>The order of the list, by the store&apos;s query (the whole history, not the loaded rows). Set when the history could not be read (the page says it).</extracomment>
        <translation>第 {n} / {length} 局</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>玩家与得分</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地点</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Games: {n}</source>
        <translation>对局：{n} 局</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>没有符合条件的对局。</translation>
    </message>
    <message>
        <source>No finished games yet: every game played to its end is kept here.</source>
        <translation>还没有打完的对局：每一局打完的牌都会保存在这里。</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>无法读取历史记录：{reason}</translation>
    </message>
    <message>
        <source>The history is not being saved this time: games are kept until Paiju closes.</source>
        <translation>本次的历史记录不会保存：对局只保留到牌局关闭为止。</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>任意玩家</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>任意结果</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} 胜</translation>
    </message>
    <message>
        <source>{name} lost</source>
        <translation>{name} 负</translation>
    </message>
    <message>
        <source>Won at this PC</source>
        <translation>本机玩家胜</translation>
    </message>
    <message>
        <source>Lost at this PC</source>
        <translation>本机玩家负</translation>
    </message>
    <message>
        <source>{name}: {result}</source>
        <translation>{name}：{result}</translation>
    </message>
    <message>
        <source>{result} (any player)</source>
        <translation>{result}（任一玩家）</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Export the selected games to a folder</source>
        <translation>把选中的对局导出到文件夹</translation>
    </message>
    <message>
        <source>Games that could not be written to {folder}: {n}.</source>
        <translation>无法写入 {folder} 的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Games exported to {folder}: {n}.</source>
        <translation>已导出到 {folder} 的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>导入对局</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局录像与牌局文件 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Games added to the history: {n}.</source>
        <translation>已加入历史记录的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Games already in the history, left out: {n}.</source>
        <translation>历史记录中已有、未重复加入的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Unfinished games, left out: {n}.</source>
        <translation>未打完、未加入的对局：{n} 局。</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>无法读取 {file}：{reason}</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>删除对局</translation>
    </message>
    <message>
        <source>Delete the selected games from the history ({n})? Their replays are lost. The players&apos; profiles keep their figures.</source>
        <translation>从历史记录中删除选中的对局（{n} 局）吗？这些对局的回放将丢失。玩家档案中的统计数字保持不变。</translation>
    </message>
    <message>
        <source>The games could not be deleted: {reason}</source>
        <translation>无法删除这些对局：{reason}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部游戏</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>任意地点</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>On a LAN</source>
        <translation>局域网</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>按玩家名字搜索</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>观看回放</translation>
    </message>
    <message>
        <source>Match totals</source>
        <translation>整场累计</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Watch the selected game again (or double-click it)</source>
        <translation>重新观看选中的对局（或双击它）</translation>
    </message>
    <message>
        <source>This game cannot be opened: what the history keeps of it is damaged.</source>
        <translation>无法打开这局对局：历史记录中保存的内容已损坏。</translation>
    </message>
</context>
<context>
    <name>HistoryTransfer</name>
    <message>
        <source>Exporting games</source>
        <extracomment>Games (export) or files (import) done between two looks at the Cancel button.</extracomment>
        <translation>正在导出对局</translation>
    </message>
    <message>
        <source>Importing games</source>
        <translation>正在导入对局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stopping after the games being done…</source>
        <translation>正在完成手头的对局，随后停止……</translation>
    </message>
    <message>
        <source>Exporting games: {done} of {total}</source>
        <translation>正在导出对局：{done} / {total}</translation>
    </message>
    <message>
        <source>Importing files: {done} of {total}</source>
        <translation>正在导入文件：{done} / {total}</translation>
    </message>
    <message>
        <source>Export cancelled: {n} of {total} games were written to {folder}.</source>
        <translation>导出已取消：{total} 局中有 {n} 局已写入 {folder}。</translation>
    </message>
    <message>
        <source>Games exported to {folder}: {n}.</source>
        <translation>已导出到 {folder} 的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Games that could not be written: {n}.</source>
        <translation>未能写入的对局：{n} 局。</translation>
    </message>
    <message>
        <source>Import cancelled after {done} of {total} files; the games added so far stay.</source>
        <translation>导入已在 {total} 个文件中的第 {done} 个之后取消；已添加的对局会保留。</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>A person at this PC</source>
        <translation>本机玩家</translation>
    </message>
    <message>
        <source>Open for a remote person</source>
        <translation>空位（留给远程玩家）</translation>
    </message>
    <message>
        <source>Whoever joins</source>
        <translation>由加入的人填写</translation>
    </message>
    <message>
        <source>Paiju room</source>
        <translation>牌局房间</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The port a room listens on unless the host picks another (0: any free port). the seat kinds of a room: a person at this PC, a seat open for a remote person, bots the grace period a room offers unless the host picks another (s)</extracomment>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>Open at least one seat for a remote person (with none, play at this PC: Game ▸ New game).</source>
        <translation>请至少留一个空位给其他电脑上的玩家（不留空位的话，请直接在本机开局：游戏 ▸ 新游戏）。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>创建房间</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Room options</source>
        <translation>房间选项</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>房间名</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>With a password, only people who type it can join.</source>
        <translation>设置密码后，只有输入密码的人才能加入。</translation>
    </message>
    <message>
        <source>A player who drops out keeps the seat</source>
        <translation>掉线玩家的座位保留</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>到本局结束</translation>
    </message>
    <message>
        <source>Meanwhile a bot plays for them; after that the game&apos;s own rule for leaving applies.</source>
        <translation>在此期间由电脑代打；超过时间后按该游戏自己的离场规则处理。</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>出牌限时</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>off (no time limit)</source>
        <translation>关闭（不限时）</translation>
    </message>
    <message>
        <source>When a person&apos;s time runs out a bot moves for them; after three in a row it plays on (托管).</source>
        <translation>玩家超时后由电脑代出一手；连续超时三次则转入托管。</translation>
    </message>
    <message>
        <source>Spectators see each trick only once it is over</source>
        <translation>观众要等一轮出完才能看到这一轮的牌</translation>
    </message>
    <message>
        <source>Show the room to others on this network (in their Join dialog)</source>
        <translation>让局域网内的其他人看到这个房间（在他们的“加入牌局”里）</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>开放房间</translation>
    </message>
    <message>
        <source>for {n} minutes</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <source>for {n} s</source>
        <translation>{n} 秒</translation>
    </message>
</context>
<context>
    <name>HostWaitingDialog</name>
    <message>
        <source>Move {name} to seat {n}</source>
        <translation>把 {name} 换到 {n} 号座位</translation>
    </message>
    <message>
        <source>Let {name} chat again</source>
        <translation>解除 {name} 的禁言</translation>
    </message>
    <message>
        <source>Mute {name}&apos;s chat</source>
        <translation>将 {name} 禁言</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>把 {name} 请出房间</translation>
    </message>
    <message>
        <source>Remove and ban {name}</source>
        <translation>把 {name} 请出房间并拉黑</translation>
    </message>
    <message>
        <source>By name: {name} may not join again</source>
        <translation>按名字：{name} 不能再加入</translation>
    </message>
    <message>
        <source>This PC: nobody at {name}&apos;s PC may join again</source>
        <translation>这台电脑：{name} 所用电脑上的人都不能再加入</translation>
    </message>
    <message>
        <source>This address: nobody at {name}&apos;s address may join again</source>
        <translation>这个地址：{name} 所在地址的人都不能再加入</translation>
    </message>
    <message>
        <source>The name and the address</source>
        <translation>名字和地址</translation>
    </message>
    <message>
        <source>Make it a bot ({level})</source>
        <translation>改为电脑（{level}）</translation>
    </message>
    <message>
        <source>Open it for a remote person</source>
        <translation>改为空位（留给远程玩家）</translation>
    </message>
    <message>
        <source>Bans ({n})…</source>
        <translation>禁止名单（{n}）…</translation>
    </message>
    <message>
        <source>Bans…</source>
        <translation>禁止名单…</translation>
    </message>
    <message>
        <source>The room is open again. Waiting for {names} to come back…</source>
        <translation>房间已重新开放。正在等待 {names} 回来…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即将开始…</translation>
    </message>
    <message>
        <source>Waiting for {n} more player(s). The game starts by itself once every seat is taken and everyone is ready.</source>
        <translation>还在等待 {n} 位玩家。座位坐满且所有人都准备好后，牌局自动开始。</translation>
    </message>
    <message>
        <source>Waiting for {names} to say Ready.</source>
        <translation>正在等待 {names} 准备。</translation>
    </message>
    <message>
        <source>Every seat is taken and everyone is ready: the game starts.</source>
        <translation>座位已满，所有人都已准备：牌局开始。</translation>
    </message>
    <message>
        <source>Everyone seated must say Ready first.</source>
        <translation>入座的玩家都要先准备。</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房间 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房间 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Tell the others to join at this address and port:</source>
        <translation>请告诉其他人用这个地址和端口加入：</translation>
    </message>
    <message>
        <source>{address}  port {port}</source>
        <translation>{address}  端口 {port}</translation>
    </message>
    <message>
        <source>port {port}</source>
        <translation>端口 {port}</translation>
    </message>
    <message>
        <source>Loopback-only mode: only programs on this PC can join (at 127.0.0.1).</source>
        <translation>仅限本机回环模式：只有本机上的程序能加入（127.0.0.1）。</translation>
    </message>
    <message>
        <source>This PC has no network address yet: connect it to the LAN first.</source>
        <translation>本机还没有网络地址：请先连接局域网。</translation>
    </message>
    <message>
        <source>The room has a password.</source>
        <translation>房间设有密码。</translation>
    </message>
    <message>
        <source>The room has no password.</source>
        <translation>房间没有密码。</translation>
    </message>
    <message>
        <source>Seat…</source>
        <translation>座位…</translation>
    </message>
    <message>
        <source>Fill with bots</source>
        <translation>空位补电脑</translation>
    </message>
    <message>
        <source>Open the bot seats</source>
        <translation>电脑座位改为空位</translation>
    </message>
    <message>
        <source>Right-click a seat (or pick it and press Seat…) to move, mute or remove its player.</source>
        <translation>右键点击座位（或选中后按“座位…”），可以为该玩家换座、禁言或请出房间。</translation>
    </message>
    <message>
        <source>Change the rules…</source>
        <translation>修改规则…</translation>
    </message>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>立即开始（空位由电脑补上）</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>关闭房间</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type a name for each person at this PC.</source>
        <translation>请为本机的每位玩家输入名字。</translation>
    </message>
    <message>
        <source>{name} cannot be a name: a name has at most {n} characters and no control characters.</source>
        <translation>“{name}”不能用作名字：名字最多 {n} 个字符，且不能含控制字符。</translation>
    </message>
    <message>
        <source>Each person at this PC needs a name of their own.</source>
        <translation>本机的每位玩家都需要一个不同的名字。</translation>
    </message>
    <message>
        <source>Person {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>房主地址</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>例如 192.168.1.20</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Looking at the server…</source>
        <extracomment>each name&apos;s rejoin token (coming back to seats held before the app stopped) the table of a server of many tables (None: the one the server greets with)</extracomment>
        <translation>正在查看服务器…</translation>
    </message>
    <message>
        <source>This server holds {n} tables: pick one to sit down or to watch.</source>
        <translation>这台服务器有 {n} 张牌桌：选一张入座或观战。</translation>
    </message>
    <message>
        <source>This address holds a single room ({room}, {game}): press Join.</source>
        <translation>这个地址只有一个房间（{room}，{game}）：请按“加入”。</translation>
    </message>
    <message>
        <source>This room runs another version of Paiju: it cannot be joined from here.</source>
        <translation>这个房间使用的是另一版本的牌局：无法从这里加入。</translation>
    </message>
    <message>
        <source>{game} · another Paiju version ({app})</source>
        <translation>{game} · 其他版本的牌局（{app}）</translation>
    </message>
    <message>
        <source>playing ({n} players)</source>
        <translation>对局中（{n} 人）</translation>
    </message>
    <message>
        <source>{free} of {n} free</source>
        <translation>{n} 个座位空 {free} 个</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Type the host&apos;s address below.</source>
        <translation>请在下面输入房主地址。</translation>
    </message>
    <message>
        <source>Rooms on this network cannot be listed ({detail}): type the host&apos;s address below.</source>
        <translation>无法列出局域网内的房间（{detail}）：请在下面输入房主地址。</translation>
    </message>
    <message>
        <source>Looking for rooms on this network… none heard yet. You can also type the address below.</source>
        <translation>正在寻找局域网内的房间…暂时还没有找到。也可以在下面直接输入地址。</translation>
    </message>
    <message>
        <source>Pick a room to fill in its address, or type an address below.</source>
        <translation>选择一个房间即可填好地址，也可以在下面输入地址。</translation>
    </message>
    <message>
        <source>{room} runs another version of Paiju ({app}): it cannot be joined from here.</source>
        <translation>{room} 使用的是另一版本的牌局（{app}）：无法从这里加入。</translation>
    </message>
    <message>
        <source>No seat is free in {room}: you can watch as a spectator.</source>
        <translation>{room} 已没有空位：你可以观战。</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回局域网牌局</translation>
    </message>
    <message>
        <source>Your seats in {room} are kept for you: type the room&apos;s password to come back.</source>
        <translation>你在 {room} 的座位还为你保留着：输入房间密码即可回来。</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>局域网内的房间</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see only what everyone sees)</source>
        <translation>观战（不入座：只能看到所有人都能看到的内容）</translation>
    </message>
    <message>
        <source>if the room has one</source>
        <translation>房间设有密码时填写</translation>
    </message>
    <message>
        <source>People at this PC</source>
        <translation>本机玩家人数</translation>
    </message>
    <message>
        <source>Show the server&apos;s tables</source>
        <translation>查看服务器的牌桌</translation>
    </message>
    <message>
        <source>Tables at this server</source>
        <translation>这台服务器的牌桌</translation>
    </message>
    <message>
        <source>More people at this PC (each gets a seat)</source>
        <translation>本机的其他玩家（每人一个座位）</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LanBar</name>
    <message>
        <source>You host {room} · {n} connected</source>
        <extracomment>connection states -&gt; the dot&apos;s colour states without a connection to the host: no latency is shown, none is kept</extracomment>
        <translation>你是 {room} 的房主 · {n} 个连接</translation>
    </message>
    <message>
        <source>Connected to {room}</source>
        <translation>已连接 {room}</translation>
    </message>
    <message>
        <source>Watching {room} as a spectator</source>
        <translation>正在观战 {room}</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>已回到牌桌</translation>
    </message>
    <message>
        <source>The host is not answering…</source>
        <translation>房主没有响应…</translation>
    </message>
    <message>
        <source>The host closed the room. Waiting for it to reopen… attempt {n}</source>
        <translation>房主关闭了房间。等待房间重新开放…第 {n} 次尝试</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting… attempt {n}</source>
        <translation>连接已断开。正在重新连接…第 {n} 次尝试</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>取消托管</translation>
    </message>
    <message>
        <source>Let the AI play (托管)</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>The AI plays your seat until you take it back.</source>
        <translation>由电脑替你出牌，直到你取消托管。</translation>
    </message>
    <message>
        <source>The AI plays your seat now. Press to play again yourself.</source>
        <translation>现在由电脑替你出牌。按这里自己接着打。</translation>
    </message>
    <message>
        <source>{ms} ms to the host</source>
        <translation>到房主 {ms} 毫秒</translation>
    </message>
    <message>
        <source>{n} watching</source>
        <translation>{n} 人观战</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Room {room} (reconnecting…)</source>
        <extracomment>The host&apos;s autosave, beside the local one in the saves folder. seats held longer ago than this are not offered any more (a room gone for good) why a host will not take this PC&apos;s seats back: the rejoin file goes How long a room&apos;s client lives on after leaving, for its sockets to say goodbye (ms). How often the score dialog&apos;s &quot;waiting for ...&quot; note is brought up to date (ms). tests: the fair-deal nonces this PC&apos;s connections send (a callable giving bytes; None: the OS&apos;s random numbers), so that a room of a given seed deals the same cards coming back after a restart: token -&gt; (the commitment, our nonce) of the deal it took part in</extracomment>
        <translation>房间 {room}（正在重新连接…）</translation>
    </message>
    <message>
        <source>Room {room} (disconnected)</source>
        <translation>房间 {room}（已断开）</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房间 {room}</translation>
    </message>
    <message>
        <source>Close the &amp;room</source>
        <translation>关闭房间(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Leave the room</source>
        <translation>离开房间(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>创建房间(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>加入牌局(&amp;J)…</translation>
    </message>
    <message>
        <source>Re&amp;open my room</source>
        <translation>重新开放我的房间(&amp;O)</translation>
    </message>
    <message>
        <source>Open again the LAN room this PC hosted, so that everyone gets their seat back</source>
        <translation>重新开放本机开设过的局域网房间，让每个人都回到自己的座位</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>关闭房间</translation>
    </message>
    <message>
        <source>Close the room? The game in progress stops for everyone in the room. It is saved: Game ▸ Reopen my room opens it again, and everyone gets their seat back.</source>
        <translation>关闭房间吗？正在进行的牌局将对房间里的所有人暂停。牌局已保存：用“游戏 ▸ 重新开放我的房间”可以再次开放，每个人都会回到自己的座位。</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>离开房间</translation>
    </message>
    <message>
        <source>Leave the room? A bot plays your seat for the rest of the game.</source>
        <translation>离开房间吗？本局余下的部分由电脑替你出牌。</translation>
    </message>
    <message>
        <source>There is no LAN game of yours to rejoin.</source>
        <translation>没有可以重回的局域网牌局。</translation>
    </message>
    <message>
        <source>The rules cannot be changed: {reason}</source>
        <translation>无法修改规则：{reason}</translation>
    </message>
    <message>
        <source>There is no LAN room of yours to reopen.</source>
        <translation>没有可以重新开放的局域网房间。</translation>
    </message>
    <message>
        <source>The room cannot be reopened: {reason}</source>
        <translation>无法重新开放房间：{reason}</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>无法开始游戏：{reason}</translation>
    </message>
    <message>
        <source>{name} cannot join: {reason}</source>
        <translation>{name} 无法加入：{reason}</translation>
    </message>
    <message>
        <source>Dealt by the fair-deal exchange: each player&apos;s Paiju checks this deal.</source>
        <translation>本局采用公平发牌：每位玩家的牌局程序都会验证这次发牌。</translation>
    </message>
    <message>
        <source>Ready. The next game waits for {names}.</source>
        <translation>已准备。下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>Ready. The next game starts when everyone is ready.</source>
        <translation>已准备。所有人都准备好后开始下一局。</translation>
    </message>
    <message>
        <source>The next game waits for {names}.</source>
        <translation>下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>The next game starts in a moment…</source>
        <translation>下一局马上开始…</translation>
    </message>
</context>
<context>
    <name>LanTexts</name>
    <message>
        <source>Away · AI plays</source>
        <extracomment>seat connection state -&gt; (badge text, colour)</extracomment>
        <translation>离开 · 电脑托管</translation>
    </message>
    <message>
        <source>Away · waiting for them</source>
        <translation>离开 · 等待回来</translation>
    </message>
    <message>
        <source>AI plays (托管)</source>
        <translation>托管中</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>局域网</translation>
    </message>
    <message>
        <source>The host speaks protocol version {theirs}; this Paiju speaks version {ours}. Use the same Paiju version.</source>
        <extracomment>the host&apos;s refusal codes (protocol ``refused.reason``)</extracomment>
        <translation>房主使用第 {theirs} 版通信协议，本机牌局使用第 {ours} 版。请使用相同版本的牌局。</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>密码错误。</translation>
    </message>
    <message>
        <source>The room is full: no seat is open.</source>
        <translation>房间已满：没有空位了。</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>该座位已经有人了。</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>房主已经不认得这个座位了。</translation>
    </message>
    <message>
        <source>The host refused to let this Paiju in ({detail}).</source>
        <translation>房主拒绝了本机牌局的加入请求（{detail}）。</translation>
    </message>
    <message>
        <source>The host has banned you from this room.</source>
        <translation>房主已禁止你进入这个房间。</translation>
    </message>
    <message>
        <source>Nobody is hosting a game at {address}, port {port} (the connection was refused).</source>
        <extracomment>failures on our side of the connection</extracomment>
        <translation>{address} 的端口 {port} 上没有人开设牌局（连接被拒绝）。</translation>
    </message>
    <message>
        <source>The address {address} cannot be found.</source>
        <translation>找不到地址 {address}。</translation>
    </message>
    <message>
        <source>The host at {address}, port {port} did not answer in time.</source>
        <translation>{address} 端口 {port} 上的房主没有及时回应。</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>与房主的连接已断开。</translation>
    </message>
    <message>
        <source>The host has closed the room.</source>
        <translation>房主已关闭房间。</translation>
    </message>
    <message>
        <source>Your seat was taken over by a connection from another window or PC.</source>
        <translation>你的座位已被另一个窗口或另一台电脑上的连接接管。</translation>
    </message>
    <message>
        <source>The host has removed you from the room.</source>
        <translation>房主已将你移出房间。</translation>
    </message>
    <message>
        <source>The server is shutting down.</source>
        <translation>服务器正在关闭。</translation>
    </message>
    <message>
        <source>The host sent something this Paiju does not understand ({detail}).</source>
        <translation>房主发来了本机牌局无法理解的内容（{detail}）。</translation>
    </message>
    <message>
        <source>This Paiju runs in loopback-only mode: it connects to 127.0.0.1 only, not to {address}.</source>
        <translation>本机牌局运行在仅限本机回环模式：只能连接 127.0.0.1，不能连接 {address}。</translation>
    </message>
    <message>
        <source>The network failed: {detail}</source>
        <translation>网络出错：{detail}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>请输入房主的地址，例如 192.168.1.20。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>端口必须是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <source>The game cannot be hosted on port {port}: {detail}</source>
        <translation>无法在端口 {port} 上开设牌局：{detail}</translation>
    </message>
    <message>
        <source>Port {port} is already in use on this PC: choose another port, or 0 for any free port.</source>
        <translation>本机的端口 {port} 已被占用：请换一个端口，或者填 0 使用任意空闲端口。</translation>
    </message>
    <message>
        <source>The host refused: {detail}</source>
        <translation>房主拒绝了：{detail}</translation>
    </message>
    <message>
        <source>The connection failed: {detail}</source>
        <translation>连接失败：{detail}</translation>
    </message>
    <message>
        <source>This server does not let players create tables.</source>
        <extracomment>the server&apos;s codes for a refused ``create_room`` (``error`` ``create_refused``&apos;s ``refusal``)</extracomment>
        <translation>这台服务器不允许玩家自己开桌。</translation>
    </message>
    <message>
        <source>The server already holds as many tables as it takes.</source>
        <translation>服务器的牌桌已经开满了。</translation>
    </message>
    <message>
        <source>This PC&apos;s network address already has as many tables of its own as the server allows.</source>
        <translation>这台电脑的网络地址开的牌桌已达服务器允许的上限。</translation>
    </message>
    <message>
        <source>The server does not offer that game.</source>
        <translation>服务器不提供这个游戏。</translation>
    </message>
    <message>
        <source>The game cannot be played by that many players.</source>
        <translation>这个游戏不能由这么多人玩。</translation>
    </message>
    <message>
        <source>The seats are not right: each is open or a bot.</source>
        <translation>座位设置不对：每个座位只能是空位或电脑。</translation>
    </message>
    <message>
        <source>A table needs at least one open seat.</source>
        <translation>一张牌桌至少要留一个空位。</translation>
    </message>
    <message>
        <source>The server did not take the rule options.</source>
        <translation>服务器不接受这些规则选项。</translation>
    </message>
    <message>
        <source>A match has 1 to 100 games.</source>
        <translation>一场比赛有 1 到 100 局。</translation>
    </message>
    <message>
        <source>The table&apos;s name is not right: 1 to 64 characters.</source>
        <translation>牌桌名称不对：须为 1 到 64 个字符。</translation>
    </message>
    <message>
        <source>The server did not create the table: {message}</source>
        <translation>服务器没有开桌：{message}</translation>
    </message>
    <message>
        <source>The server did not create the table. {why}</source>
        <translation>服务器没有开桌。{why}</translation>
    </message>
    <message>
        <source>{sentence} (The server says: “{message}”)</source>
        <translation>{sentence}（服务器原话：“{message}”）</translation>
    </message>
    <message>
        <source>Hello, everyone!</source>
        <extracomment>quick phrases (protocol.CHAT_PHRASES ids) -&gt; words</extracomment>
        <translation>大家好！</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>祝好运！</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>打得漂亮！</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>精彩的一局！</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>谢谢！</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>不好意思！</translation>
    </message>
    <message>
        <source>Hurry up, please!</source>
        <translation>快点出牌吧！</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>哎呀！</translation>
    </message>
    <message>
        <source>Not sent: the room takes at most {n} lines in {s} seconds from each player. Wait a moment.</source>
        <translation>未发送：每位玩家每 {s} 秒最多发 {n} 句。请稍等片刻。</translation>
    </message>
    <message>
        <source>Not sent: the host has muted you.</source>
        <translation>未发送：房主已将你禁言。</translation>
    </message>
    <message>
        <source>Not sent: the line is longer than the room takes.</source>
        <translation>未发送：这句话超出了房间允许的长度。</translation>
    </message>
    <message>
        <source>Not sent: the host refused the line ({detail}).</source>
        <translation>未发送：房主拒绝了这句话（{detail}）。</translation>
    </message>
    <message>
        <source>Not sent: the connection to the host is down.</source>
        <translation>未发送：与房主的连接已断开。</translation>
    </message>
    <message>
        <source>{name} joined the room.</source>
        <extracomment>what happens in the room, as notes among the chat lines</extracomment>
        <translation>{name} 进入了房间。</translation>
    </message>
    <message>
        <source>{name} left the room.</source>
        <translation>{name} 离开了房间。</translation>
    </message>
    <message>
        <source>{name} moved to seat {n}.</source>
        <translation>{name} 换到了 {n} 号座位。</translation>
    </message>
    <message>
        <source>The host removed {name} from the room.</source>
        <translation>房主已将 {name} 移出房间。</translation>
    </message>
    <message>
        <source>{name}&apos;s seat was taken back from another window or PC.</source>
        <translation>{name} 的座位已被另一个窗口或另一台电脑上的连接接管。</translation>
    </message>
    <message>
        <source>{name} dropped out: a bot plays for them until they are back.</source>
        <translation>{name} 掉线了：在其回来之前由电脑代打。</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} 回来了。</translation>
    </message>
    <message>
        <source>{name} lets the AI play for them (托管).</source>
        <translation>{name} 开启了托管。</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} 取消了托管。</translation>
    </message>
    <message>
        <source>The host changed the rules: say Ready again.</source>
        <translation>房主修改了规则：请重新准备。</translation>
    </message>
    <message>
        <source>The host muted {name}.</source>
        <translation>房主将 {name} 禁言了。</translation>
    </message>
    <message>
        <source>The host lets {name} chat again.</source>
        <translation>房主解除了 {name} 的禁言。</translation>
    </message>
    <message>
        <source>Your line was cut to {n} characters, the room&apos;s limit: {k} characters left out.</source>
        <translation>你的发言已截断为房间上限 {n} 个字符：舍去了 {k} 个字符。</translation>
    </message>
    <message>
        <source>Deal verified: the shuffle came from everyone&apos;s random numbers, and every card you saw follows from it.</source>
        <extracomment>DealCheck codes (net/fair.py) -&gt; words; the failures say plainly what they mean</extracomment>
        <translation>发牌已验证：洗牌来自所有玩家的随机数，你看到的每一张牌都与之相符。</translation>
    </message>
    <message>
        <source>Deal verified: every card you saw follows from the shuffle (you came after the deal, so your own random number was not part of it).</source>
        <translation>发牌已验证：你看到的每一张牌都与洗牌相符（你在发牌后才加入，所以洗牌中没有你的随机数）。</translation>
    </message>
    <message>
        <source>Deal verified: every card you saw follows from the shuffle (Paiju was restarted during the game, so it could not check whether your own random number was part of it).</source>
        <translation>发牌已验证：你看到的每一张牌都与洗牌相符（本机牌局在这局中途重新启动过，所以无法核对洗牌中是否有你的随机数）。</translation>
    </message>
    <message>
        <source>This game was not dealt by the fair-deal exchange: its deal cannot be checked.</source>
        <translation>这一局没有用公平发牌的方式发牌：无法验证。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host&apos;s secret does not match what it promised before the deal: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。房主公布的秘密与发牌前的承诺不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host did not mix the players&apos; random numbers in as promised: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。房主没有按约定混入玩家的随机数：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards were not dealt from the agreed seed: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。牌不是按约定的种子发的：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards you saw do not follow from the agreed seed: the host may have cheated.</source>
        <translation>警告：发牌未通过验证。你看到的牌与约定的种子不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Deal verified</source>
        <translation>发牌已验证</translation>
    </message>
    <message>
        <source>Deal not checkable</source>
        <translation>发牌无法验证</translation>
    </message>
    <message>
        <source>Deal NOT verified</source>
        <translation>发牌未通过验证</translation>
    </message>
    <message>
        <source>The host has not come back for a long time.</source>
        <translation>房主很久都没有回来。</translation>
    </message>
    <message>
        <source>The host gave your seat to someone else.</source>
        <translation>房主把你的座位给了别人。</translation>
    </message>
    <message>
        <source>Paiju could not get back to the room: {reason} Leave the room and join again.</source>
        <translation>牌局无法回到房间：{reason}请离开房间后重新加入。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>a match of {n} games</source>
        <translation>一场 {n} 局</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>一局</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat for {n} s</source>
        <translation>掉线玩家的座位保留 {n} 秒</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat to the end of the game</source>
        <translation>掉线玩家的座位保留到本局结束</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>no turn timer</source>
        <translation>出牌不限时</translation>
    </message>
    <message>
        <source>spectators see each trick once it is over</source>
        <translation>观众延迟一轮看牌</translation>
    </message>
    <message>
        <source>fair deal</source>
        <translation>公平发牌</translation>
    </message>
    <message>
        <source>password</source>
        <translation>有密码</translation>
    </message>
    <message>
        <source>no password</source>
        <translation>无密码</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>The server says: {message}</source>
        <translation>服务器回复：{message}</translation>
    </message>
    <message>
        <source>In the lobby: {names}</source>
        <translation>大厅里：{names}</translation>
    </message>
    <message>
        <source>{n}: {names}</source>
        <translation>{n}人：{names}</translation>
    </message>
    <message>
        <source>{free} of {n} seats free</source>
        <translation>空位 {free}/{n}</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>对局中</translation>
    </message>
    <message>
        <source>between games</source>
        <translation>局间休息</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>（空位）</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（电脑，{level}）</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name}（已离开）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>观战</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>观战</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>A table of your own:</source>
        <translation>自己开一桌：</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>开桌</translation>
    </message>
    <message>
        <source>A table of the game picked, every seat open</source>
        <translation>开一桌所选的游戏，所有座位都留空</translation>
    </message>
    <message>
        <source>Seats and rules…</source>
        <translation>座位和规则…</translation>
    </message>
    <message>
        <source>Choose which seats are bots (and their level) and the rule options</source>
        <translation>选择哪些座位由电脑坐（及其水平）和规则选项</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby</source>
        <translation>对大厅里的所有人说点什么</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Only when every seat is a bot</source>
        <extracomment>how long a bot&apos;s move is held back at each animation speed (ms), so people can follow</extracomment>
        <translation>仅在所有座位都是电脑时可用</translation>
    </message>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁观（不显示手牌）</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>无法开始游戏：{reason}</translation>
    </message>
    <message>
        <source>There is no interrupted game to continue.</source>
        <translation>没有可以继续的中断牌局。</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>无法继续保存的牌局：{reason}</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开录像</translation>
    </message>
    <message>
        <source>The file cannot be opened: {reason}</source>
        <translation>无法打开文件：{reason}</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局录像与牌局文件 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Abandon this game</source>
        <translation>放弃本局</translation>
    </message>
    <message>
        <source>Abandon this game? Leaving counts as an escape and is scored as a loss.</source>
        <translation>放弃本局吗？中途离开算作逃跑，按输局计分。</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason}</source>
        <translation>中断的牌局无法继续：{reason}</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason} The file was kept as {path}.</source>
        <translation>中断的牌局无法继续：{reason}该文件保留为 {path}。</translation>
    </message>
    <message>
        <source>Continue opens the LAN room you hosted again: {room}.</source>
        <translation>“继续”会重新打开你主持的局域网房间：{room}。</translation>
    </message>
    <message>
        <source>Continue takes you back to your seat in the LAN game {room} ({address}, port {port}).</source>
        <translation>“继续”会带你回到局域网牌局 {room}（{address}，端口 {port}）中你的座位。</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <translation>没有可保存的牌局。</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>牌局另存为</translation>
    </message>
    <message>
        <source>Paiju games (*.paiju)</source>
        <translation>牌局文件 (*.paiju)</translation>
    </message>
    <message>
        <source>The match cannot be saved: {reason}</source>
        <translation>无法保存牌局：{reason}</translation>
    </message>
    <message>
        <source>The file was opened, but not everything in it could be checked: {reason}</source>
        <translation>文件已打开，但其中有些内容无法核对：{reason}</translation>
    </message>
    <message>
        <source>There is no game to save as a replay.</source>
        <translation>没有可以保存为录像的对局。</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>保存录像</translation>
    </message>
    <message>
        <source>Paiju replays (*.paiju-replay)</source>
        <translation>牌局录像 (*.paiju-replay)</translation>
    </message>
    <message>
        <source>The replay cannot be saved: {reason}</source>
        <translation>无法保存录像：{reason}</translation>
    </message>
    <message>
        <source>Open saved match</source>
        <translation>打开保存的牌局</translation>
    </message>
    <message>
        <source>Paiju games (*.paiju *.json)</source>
        <translation>牌局文件 (*.paiju *.json)</translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation>关于牌局</translation>
    </message>
    <message>
        <source>Five Chinese card games at one table: hot-seat, against bots or on a LAN.</source>
        <translation>五种中国纸牌游戏同桌开打：轮流同屏、对战电脑或局域网联机。</translation>
    </message>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>打开录像(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save match as…</source>
        <translation>牌局另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;replay…</source>
        <translation>保存录像(&amp;R)…</translation>
    </message>
    <message>
        <source>Open saved &amp;match…</source>
        <translation>打开保存的牌局(&amp;M)…</translation>
    </message>
    <message>
        <source>Sky card &amp;statistics</source>
        <translation>天牌概率统计(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>玩家与统计(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch from</source>
        <translation>观战视角(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Abandon this game</source>
        <translation>放弃本局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>手牌排序(&amp;S)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>按点数</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>按花色</translation>
    </message>
    <message>
        <source>By planned groups</source>
        <translation>按拆牌分组</translation>
    </message>
    <message>
        <source>&amp;Deck colours</source>
        <translation>牌面颜色(&amp;D)</translation>
    </message>
    <message>
        <source>Two colours</source>
        <translation>双色</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>四色</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>桌面颜色(&amp;T)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Zoom in hand</source>
        <translation>放大手牌</translation>
    </message>
    <message>
        <source>Zoom out hand</source>
        <translation>缩小手牌</translation>
    </message>
    <message>
        <source>Reset hand zoom</source>
        <translation>手牌恢复原大小</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation>关于牌局(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁观（不显示手牌）</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>座位 {n}：{name}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Watch from</source>
        <translation>观战视角</translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>{game} career: {title} ({points} points)</source>
        <extracomment>one line colour per game on the chart</extracomment>
        <translation>{game}生涯：{title}（{points} 分）</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>最高级别</translation>
    </message>
    <message>
        <source>The highest level: there is none above.</source>
        <translation>已是最高级别，没有更高的级别。</translation>
    </message>
    <message>
        <source>{points} / {next} points</source>
        <translation>{points} / {next} 分</translation>
    </message>
    <message>
        <source>Next: {title}, {left} points to go</source>
        <translation>下一级：{title}，还差 {left} 分</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累计得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>对局（由早到近）</translation>
    </message>
    <message>
        <source>The player profiles cannot be read ({path}); nothing is saved until this is fixed.</source>
        <translation>无法读取玩家档案（{path}）；问题解决之前不会保存任何内容。</translation>
    </message>
    <message>
        <source>The player profiles file was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>玩家档案文件已损坏，原文件保留为 {backup}，并已新建档案。</translation>
    </message>
    <message>
        <source>The player profiles file was not a Paiju file. It was kept as {backup} and a new one begun.</source>
        <translation>玩家档案文件不是牌局的文件，原文件保留为 {backup}，并已新建档案。</translation>
    </message>
    <message>
        <source>The player profiles were saved by a newer Paiju; they are shown here but not changed.</source>
        <translation>玩家档案由更新版本的牌局保存：此处只显示，不做更改。</translation>
    </message>
    <message>
        <source>Some player profiles were damaged and left out. The whole file was kept as {backup}.</source>
        <translation>部分玩家档案已损坏，未能载入。完整的原文件保留为 {backup}。</translation>
    </message>
    <message>
        <source>The player profiles cannot be saved ({path}).</source>
        <translation>无法保存玩家档案（{path}）。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>游戏历史记录已损坏。原文件已保留为 {backup}，并已新建历史记录。</translation>
    </message>
    <message>
        <source>The game history was saved by a newer Paiju. It is left as it is; the games played now are not kept.</source>
        <translation>游戏历史记录由更新版本的牌局保存。它保持原样；现在打的对局不会被保存。</translation>
    </message>
    <message>
        <source>The game history cannot be used ({path}). It is left as it is; the games played now are not kept.</source>
        <translation>无法使用游戏历史记录（{path}）。它保持原样；现在打的对局不会被保存。</translation>
    </message>
    <message>
        <source>The game history cannot be saved ({path}); the games played now are not kept.</source>
        <translation>无法保存游戏历史记录（{path}）；现在打的对局不会被保存。</translation>
    </message>
    <message>
        <source>The player profiles have a problem ({path}).</source>
        <translation>玩家档案出现问题（{path}）。</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>重命名玩家</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>{name} 的新名字：</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>玩家名字不能为空。</translation>
    </message>
    <message>
        <source>That name is too long.</source>
        <translation>这个名字太长了。</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>已经有名为 {name} 的玩家。</translation>
    </message>
    <message>
        <source>That player no longer exists.</source>
        <translation>该玩家已不存在。</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>删除玩家</translation>
    </message>
    <message>
        <source>Delete {name} and all their statistics? This cannot be undone.</source>
        <translation>删除 {name} 及其全部统计数据？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Players and statistics</source>
        <translation>玩家与统计</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>{game} level</source>
        <translation>{game}级别</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>单局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Sky card statistics…</source>
        <translation>天牌概率统计…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>No player profiles yet. A profile starts when a named human player finishes a game; bots have none.</source>
        <translation>还没有玩家档案。有名字的真人玩家打完一局后即建立档案；机器人没有档案。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one.</source>
        <translation>游戏历史记录已损坏。原文件已保留为 {backup}，其中 1 局对局已恢复到新的历史记录中。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; {n} games were recovered into a new one.</source>
        <translation>游戏历史记录已损坏。原文件已保留为 {backup}，其中 {n} 局对局已恢复到新的历史记录中。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>the choices of the Language menu; &quot;system&quot; follows the operating system each language&apos;s name in itself (never translated)</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Move {k} of {n}</source>
        <translation>第 {k} / {n} 步</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全部手牌</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>旁观</translation>
    </message>
    <message>
        <source>Jump to the start (Home)</source>
        <translation>跳到开头（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>后退一步（←）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>前进一步（→）</translation>
    </message>
    <message>
        <source>Jump to the end (End)</source>
        <translation>跳到结尾（End）</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>拖动可跳到对局的任意一步</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>显示手牌</translation>
    </message>
    <message>
        <source>Every hand, only public information, or one player&apos;s view</source>
        <translation>全部手牌、仅公开信息，或某一位玩家的视角</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>关闭录像</translation>
    </message>
</context>
<context>
    <name>ReplayScoreDialog</name>
    <message>
        <source>Replay of game {n} of {m}</source>
        <translation>第 {n} 局（共 {m} 局）回放</translation>
    </message>
    <message>
        <source>Replay: game {n} of {m} is over.</source>
        <translation>回放：第 {n} 局（共 {m} 局）结束。</translation>
    </message>
    <message>
        <source>Replay of the game</source>
        <translation>牌局回放</translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation>回放：本局结束。</translation>
    </message>
    <message>
        <source>Scores — {what}</source>
        <translation>得分 — {what}</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>the spectators</source>
        <extracomment>the host&apos;s chat limit, as the refusal words say it the host&apos;s words for its chat rate limit (&quot;at most 5 lines in 10 s&quot;), whatever comes around them</extracomment>
        <translation>观众</translation>
    </message>
</context>
<context>
    <name>RoomAtTable</name>
    <message>
        <source>Chat</source>
        <extracomment>how long the bar says &quot;Back at the table&quot; after a reconnection (ms)</extracomment>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Chat ({n})</source>
        <translation>聊天（{n}）</translation>
    </message>
</context>
<context>
    <name>RoomRulesDialog</name>
    <message>
        <source>Change the rules</source>
        <translation>修改规则</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>暂无此游戏的规则。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>the file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <source>the file could not be read.</source>
        <translation>无法读取文件。</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>无法写入文件。</translation>
    </message>
    <message>
        <source>the file is too large to be a Paiju game.</source>
        <translation>文件太大，不是牌局文件。</translation>
    </message>
    <message>
        <source>the file is damaged or is not a Paiju game.</source>
        <translation>文件已损坏，或不是牌局文件。</translation>
    </message>
    <message>
        <source>this is not a Paiju game file.</source>
        <translation>这不是牌局的对局文件。</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Paiju.</source>
        <translation>该文件由更新版本的牌局保存。</translation>
    </message>
    <message>
        <source>the file is damaged: some of its fields are missing or wrong.</source>
        <translation>文件已损坏：部分内容缺失或有误。</translation>
    </message>
    <message>
        <source>the file is for a game this version of Paiju does not have.</source>
        <translation>该文件所属的游戏在此版本的牌局中没有。</translation>
    </message>
    <message>
        <source>the game record is damaged: its moves do not replay.</source>
        <translation>对局记录已损坏：其中的出牌无法重放。</translation>
    </message>
    <message>
        <source>the match scores in the file do not add up.</source>
        <translation>文件中的比赛总分对不上。</translation>
    </message>
    <message>
        <source>this is not an ordinary file (it is a folder, a pipe or a device).</source>
        <translation>这不是普通文件（而是文件夹、管道或设备）。</translation>
    </message>
    <message>
        <source>the rule options in the file are not valid for this game.</source>
        <translation>文件中的规则选项不适用于该游戏。</translation>
    </message>
    <message>
        <source>a game in the file was played with other rule options than its match.</source>
        <translation>文件中有一局所用的规则选项与整场比赛的不同。</translation>
    </message>
    <message>
        <source>the number of players in the file does not fit the game.</source>
        <translation>文件中的玩家人数不符合该游戏。</translation>
    </message>
    <message>
        <source>what a game carried over from the games before it is not what the rules give.</source>
        <translation>某一局从前几局延续下来的内容与规则给出的不符。</translation>
    </message>
    <message>
        <source>a result stored in the file is not what the recorded moves give.</source>
        <translation>文件中保存的结果与记录的出牌不符。</translation>
    </message>
    <message>
        <source>this game continues a match, and what it carried over from the earlier games cannot be checked.</source>
        <translation>这一局延续自一场比赛，它从前几局延续下来的内容无法核对。</translation>
    </message>
    <message>
        <source>Your settings cannot be read ({path}). Paiju uses its defaults for now and leaves the file as it is.</source>
        <translation>无法读取您的设置（{path}）。牌局暂时使用默认设置，并保留该文件不作改动。</translation>
    </message>
    <message>
        <source>Your settings file was damaged. It was kept as {backup} and the defaults are used.</source>
        <translation>您的设置文件已损坏，原文件保留为 {backup}，现使用默认设置。</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({path}).</source>
        <translation>无法保存您的设置（{path}）。</translation>
    </message>
    <message>
        <source>Your settings were written by a newer version of Paiju ({path}). They are used as far as this version understands them and the file is left as it is: changes are not saved.</source>
        <translation>你的设置是由更新版本的牌局写入的（{path}）。本版本只使用它能理解的部分，文件保持原样：现在的更改不会保存。</translation>
    </message>
    <message>
        <source>unexpected problem ({reason}).</source>
        <translation>意外问题（{reason}）。</translation>
    </message>
    <message>
        <source>Your settings have a problem ({path}).</source>
        <translation>您的设置出现问题（{path}）。</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Paiju ({path}). It is left as it is: the games of this session are not added to it.</source>
        <extracomment>the folder of the last file chosen in a file dialog (&quot;&quot; until one is chosen)</extracomment>
        <translation>你的对局历史是由更新版本的牌局写入的（{path}）。它保持原样：本次运行的对局不会加入其中。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>×{m}</source>
        <translation>×{m}</translation>
    </message>
    <message>
        <source>bombs: {n}</source>
        <translation>炸弹 {n} 个</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>reverse spring</source>
        <translation>反春</translation>
    </message>
    <message>
        <source>bid {bid}: dealer {d}, defenders {f}</source>
        <translation>叫分 {bid}：庄家 {d} 分，闲家 {f} 分</translation>
    </message>
    <message>
        <source>kitty {k}</source>
        <translation>底牌 {k} 分</translation>
    </message>
    <message>
        <source>red-five penalty {p}</source>
        <translation>红五罚分 {p}</translation>
    </message>
    <message>
        <source>points {own} : {other}</source>
        <translation>本方 {own} 分 : 对方 {other} 分</translation>
    </message>
    <message>
        <source>cards left: {n}</source>
        <translation>剩 {n} 张</translation>
    </message>
    <message>
        <source>shut out</source>
        <translation>全关</translation>
    </message>
    <message>
        <source>big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>×{m} = {factors}</source>
        <translation>×{m} = {factors}</translation>
    </message>
    <message>
        <source>grabs: {n} ×{f}</source>
        <translation>抢地主 {n} 次 ×{f}</translation>
    </message>
    <message>
        <source>cards shown ×{f}</source>
        <translation>明牌 ×{f}</translation>
    </message>
    <message>
        <source>bombs: {n} ×{f}</source>
        <translation>炸弹 {n} 个 ×{f}</translation>
    </message>
    <message>
        <source>spring ×2</source>
        <translation>春天 ×2</translation>
    </message>
    <message>
        <source>reverse spring ×2</source>
        <translation>反春 ×2</translation>
    </message>
    <message>
        <source>total {own} : {other}</source>
        <translation>合计 {own} : {other}</translation>
    </message>
    <message>
        <source>first half {a} : {b}, second half {c} : {d}</source>
        <translation>上半局 {a} : {b}，下半局 {c} : {d}</translation>
    </message>
    <message>
        <source>first half {a} : {b}</source>
        <translation>上半局 {a} : {b}</translation>
    </message>
    <message>
        <source>double clip (双夹)</source>
        <translation>双夹</translation>
    </message>
    <message>
        <source>300 : 300, won by the first-half first out</source>
        <translation>300 : 300，上半局上游一方获胜</translation>
    </message>
    <message>
        <source>a player escaped</source>
        <translation>有玩家逃跑</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the narrowest the score dialog is (wider when its columns need it) A LAN game: &quot;Next game&quot; says ready and the dialog stays open (with a note of whom the next game waits for, :meth:`set_note`) until the next game starts.</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比赛结束。</translation>
    </message>
    <message>
        <source>Game {n} of {m} is over.</source>
        <translation>第 {n} 局（共 {m} 局）结束。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比赛总分</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计分说明</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比赛…</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>下一局</translation>
    </message>
</context>
<context>
    <name>SeatsTable</name>
    <message>
        <source>Open: waiting for someone to join…</source>
        <translation>空位：等待有人加入…</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>电脑（{level}）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Waiting for {name} to come back</source>
        <translation>等待 {name} 回来</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>已离开</translation>
    </message>
    <message>
        <source>{status} · chat muted</source>
        <translation>{status} · 已禁言</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新游戏…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Reopen my LAN room</source>
        <translation>重开我的局域网房间</translation>
    </message>
    <message>
        <source>The LAN match you hosted is not finished: open its room again, and everyone gets their seat back</source>
        <extracomment>the width of the line under Continue (it wraps)</extracomment>
        <translation>你主持的局域网比赛还没有结束：重新打开房间，每个人都会回到自己的座位</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回局域网牌局</translation>
    </message>
    <message>
        <source>Come back to your seats in the LAN game this PC was playing</source>
        <translation>回到这台电脑在局域网牌局中的座位</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Any sky cards</source>
        <translation>任一天牌</translation>
    </message>
    <message>
        <source>Chance for one player (%)</source>
        <translation>单个玩家的概率（%）</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>Sky card statistics</source>
        <translation>天牌概率统计</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man: the exact chance that a given player is dealt each kind of sky cards (天牌), any of them, two kinds at once (双天牌), and that a game has a sky-card winner.</source>
        <translation>天地人：某一玩家拿到各种天牌、任一天牌、同时两种天牌（双天牌）的精确概率，以及一局中出现天牌赢家的概率。</translation>
    </message>
    <message>
        <source>Two kinds</source>
        <translation>双天牌</translation>
    </message>
    <message>
        <source>A winner in the game</source>
        <translation>本局有天牌赢家</translation>
    </message>
    <message>
        <source>Chart for</source>
        <translation>图表人数</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>A player and a game</source>
        <translation>玩家与游戏</translation>
    </message>
    <message>
        <source>{game}: coins</source>
        <translation>{game}：金币</translation>
    </message>
    <message>
        <source>{game}: career</source>
        <translation>{game}：级别</translation>
    </message>
    <message>
        <source>A match&apos;s running totals</source>
        <translation>整场比赛的累计分</translation>
    </message>
    <message>
        <source>{game}: sky cards dealt</source>
        <translation>{game}：发到的天牌</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>选择玩家</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部游戏</translation>
    </message>
    <message>
        <source>{game}, {when} ({n} games here)</source>
        <translation>{game}，{when}（此处有 {n} 局）</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>选择一场比赛</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>所有手牌</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>无法读取历史记录：{reason}</translation>
    </message>
    <message>
        <source>Choose a player to see their games, wins and scores.</source>
        <translation>选择一位玩家，查看其对局、胜局和得分。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>单局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>No games of {name} in the history.</source>
        <translation>历史记录中没有 {name} 的对局。</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累计得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>对局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: score trend</source>
        <translation>{name}：得分走势</translation>
    </message>
    <message>
        <source>{title}: the running score of each game, on its own scale.</source>
        <translation>{title}：每种游戏的累计得分，各用自己的刻度。</translation>
    </message>
    <message>
        <source>Choose a player to see their coins after each game.</source>
        <translation>选择一位玩家，查看每局结束后的金币。</translation>
    </message>
    <message>
        <source>No games of {game} for {name} in the history.</source>
        <translation>历史记录中没有 {name} 的{game}对局。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>场数</translation>
    </message>
    <message>
        <source>Coins now</source>
        <translation>当前金币</translation>
    </message>
    <message>
        <source>Most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Fewest</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Average of the last {n} games</source>
        <translation>最近 {n} 局的平均值</translation>
    </message>
    <message>
        <source>Coins after the game</source>
        <translation>本局后的金币</translation>
    </message>
    <message>
        <source>Games, oldest to newest (a gap: a new match)</source>
        <translation>对局（由早到近；断开处为新的一场）</translation>
    </message>
    <message>
        <source>A player&apos;s summary</source>
        <translation>玩家概览</translation>
    </message>
    <message>
        <source>Choose a player to see their summaries.</source>
        <translation>选择一位玩家查看其概览。</translation>
    </message>
    <message>
        <source>{name}: coins</source>
        <translation>{name}：金币</translation>
    </message>
    <message>
        <source>Choose a player with a profile to see their career.</source>
        <translation>选择一位有档案的玩家，查看其级别进程。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>计入的局数</translation>
    </message>
    <message>
        <source>Next title</source>
        <translation>下一级</translation>
    </message>
    <message>
        <source>{title} at {points}</source>
        <translation>{points} 分升{title}</translation>
    </message>
    <message>
        <source>The line starts at {points}: the points of games counted before their scores were kept.</source>
        <translation>曲线从 {points} 开始：这是逐局得分被保存之前已计入的积分。</translation>
    </message>
    <message>
        <source>Career points</source>
        <translation>级别积分</translation>
    </message>
    <message>
        <source>{game} games, oldest to newest</source>
        <translation>{game}对局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: {game} career</source>
        <translation>{name}：{game}级别</translation>
    </message>
    <message>
        <source>Choose a match (or a game of a match on the Games tab, then Match totals).</source>
        <translation>请选择一场比赛（或在“对局”页选中比赛中的一局，再点“整场累计”）。</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比赛总分</translation>
    </message>
    <message>
        <source>Games of the match</source>
        <translation>本场的对局</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>累计分</translation>
    </message>
    <message>
        <source>No {game} games in the history yet.</source>
        <translation>历史记录中还没有{game}对局。</translation>
    </message>
    <message>
        <source>How often each kind of sky cards was dealt to a hand, with the 95 % interval where the true chance lies, beside the exact chance. An exact chance outside the interval looks unusual; among many rows, about one in twenty will be by chance alone.</source>
        <translation>每种天牌发到一手牌中的频率，附带真实概率所在的 95% 区间，并与精确概率对照。精确概率落在区间之外显得不寻常；不过行数多时，单凭偶然也会有大约二十分之一落在区间外。</translation>
    </message>
    <message>
        <source>as expected</source>
        <translation>符合预期</translation>
    </message>
    <message>
        <source>unusual</source>
        <translation>不寻常</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>拿到</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>实际频率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确概率</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>95 % interval (Wilson)</source>
        <translation>95% 区间（Wilson）</translation>
    </message>
    <message>
        <source>Bars: the share of hands dealt each kind in the history. Whiskers: its 95 % Wilson interval, where the true chance lies 19 times in 20. Diamonds: the exact chance.</source>
        <translation>柱：历史中拿到每种天牌的手牌比例。误差线：其 95% Wilson 区间，真实概率有 95% 的把握落在其中。菱形：精确概率。</translation>
    </message>
    <message>
        <source>Hands dealt it (%)</source>
        <translation>拿到的手牌比例（%）</translation>
    </message>
    <message>
        <source>{n} players: {hands} hands</source>
        <translation>{n} 人：{hands} 手牌</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>把图表存为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>把图表存为 PNG…</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Each game</source>
        <extracomment>The item role a table sorts by (a number for figures, the text otherwise). Each table&apos;s order until a header is clicked: the most played first, else as listed.</extracomment>
        <translation>各游戏</translation>
    </message>
    <message>
        <source>By role</source>
        <translation>按角色</translation>
    </message>
    <message>
        <source>{game}: spring and bombs</source>
        <translation>{game}：春天与炸弹</translation>
    </message>
    <message>
        <source>{game}: how the games ended</source>
        <translation>{game}：各局结果</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>按对手</translation>
    </message>
    <message>
        <source>Against bots, by level</source>
        <translation>对电脑，按级别</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均得分</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Longest win streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>最长连败</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Springs (春天)</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>Springs won</source>
        <translation>打出春天并获胜</translation>
    </message>
    <message>
        <source>Reverse springs (反春)</source>
        <translation>反春</translation>
    </message>
    <message>
        <source>Bombs played</source>
        <translation>打出的炸弹</translation>
    </message>
    <message>
        <source>Games with a bomb</source>
        <translation>有炸弹的局</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Played together</source>
        <translation>同桌局数</translation>
    </message>
    <message>
        <source>Your wins</source>
        <translation>你的胜局</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>电脑级别</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（电脑，{level}）</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <extracomment>event kinds worth a banner over the table</extracomment>
        <translation>叫 {n}</translation>
    </message>
    <message>
        <source>{name}: {n} s left</source>
        <translation>{name}：剩余 {n} 秒</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>轮到你了。</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>等待 {name}…</translation>
    </message>
    <message>
        <source>Grab the earth (抢地): play your whole hand in one go (scores 1,500), or pass and keep it, hoping for Man (人牌, 2,000) later.</source>
        <translation>抢地：一次打出全部手牌（得 1500 分），或者不出、留着手牌，争取之后的人牌（2000 分）。</translation>
    </message>
    <message>
        <source>To bury</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>{n} singles</source>
        <translation>{n} 个单张</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} 个对子</translation>
    </message>
    <message>
        <source>AI</source>
        <comment>short mark of a bot seat</comment>
        <translation>电脑</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>short mark of the viewer&apos;s seat</comment>
        <translation>我</translation>
    </message>
    <message>
        <source>No play beats the table: pass.</source>
        <translation>没有能压过桌面的牌：不出。</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>Card counter</source>
        <translation>记牌器</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Not a combination</source>
        <extracomment>the refusal behind ``why`` (a reason code and its params), for the Why? button (#26) how often a game without a rules assistant is looked for again (they land while we run)</extracomment>
        <translation>不成牌型</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>主牌：{suit}</translation>
    </message>
    <message>
        <source>Wild rank: {rank}</source>
        <translation>癞子：{rank}</translation>
    </message>
    <message>
        <source>Knife rank: {rank}</source>
        <translation>刀：{rank}</translation>
    </message>
    <message>
        <source>Points on the table: {n}</source>
        <translation>桌面分数：{n}</translation>
    </message>
    <message>
        <source>{readings} · not now: {others}</source>
        <translation>{readings} · 现在不能作：{others}</translation>
    </message>
    <message>
        <source>Multiplier: ×{n}</source>
        <translation>倍数：×{n}</translation>
    </message>
    <message>
        <source>Bid: {n}</source>
        <translation>叫分：{n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message>
        <source>Sky cards: seat {n}, {kinds}</source>
        <translation>天牌：座位 {n}，{kinds}</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} 金币</translation>
    </message>
    <message>
        <source>Bottom cards: {cards}</source>
        <translation>底牌：{cards}</translation>
    </message>
    <message>
        <source>{n} of {count} cards chosen to bury</source>
        <translation>已选 {n} / {count} 张要埋的牌</translation>
    </message>
    <message>
        <source>High bid {n}</source>
        <translation>最高叫分 {n}</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>High bid: {n}</source>
        <translation>当前最高叫分：{n}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>还没有人叫分</translation>
    </message>
    <message>
        <source>Bids now: {low}–{high}</source>
        <translation>现在可叫：{low}–{high}</translation>
    </message>
    <message>
        <source>Dealer {d} : defenders {f}</source>
        <translation>庄家 {d} : 闲家 {f}</translation>
    </message>
    <message>
        <source>Out {n}</source>
        <translation>第 {n} 个出完</translation>
    </message>
    <message>
        <source>{out} · first out</source>
        <translation>{out} · 上游</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>首先摸牌</translation>
    </message>
    <message>
        <source>Knife card {card}</source>
        <translation>刀牌 {card}</translation>
    </message>
    <message>
        <source>Knife card {card}: knife rank {rank}</source>
        <translation>刀牌 {card}：刀为 {rank}</translation>
    </message>
    <message>
        <source>{half} · Team A {a} : Team B {b}</source>
        <translation>{half} · 甲队 {a} : 乙队 {b}</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>首出</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man</source>
        <translation>天地人</translation>
    </message>
    <message>
        <source>Dou Dizhu (Wild)</source>
        <translation>癞子斗地主</translation>
    </message>
    <message>
        <source>Red Five</source>
        <translation>红五</translation>
    </message>
    <message>
        <source>Atom</source>
        <translation>原子</translation>
    </message>
    <message>
        <source>Life or Death</source>
        <translation>生死堵</translation>
    </message>
    <message>
        <source>2 to 8 players, one deck each: sky cards, then race to empty your hand with 2s as wild cards.</source>
        <translation>2 至 8 人，每人一副牌：先比天牌，再以 2 作百搭，抢先出完手牌。</translation>
    </message>
    <message>
        <source>Three players: one landlord against two peasants, with a wild rank drawn each game.</source>
        <translation>三人游戏：一个地主对两个农民，每局抽一个癞子点数。</translation>
    </message>
    <message>
        <source>Four players, two decks: the dealer bids for points and plays alone against three.</source>
        <translation>四人两副牌：庄家叫分后以一敌三。</translation>
    </message>
    <message>
        <source>Four players in two partnerships, three decks: knives, atoms and hydrogen bombs.</source>
        <translation>四人两队对家搭档，三副牌：刀、原子与氢弹。</translation>
    </message>
    <message>
        <source>2 to 4 players, 13 cards each: the first to go out wins, the rest pay.</source>
        <translation>2 至 4 人，每人 13 张：先出完者获胜，其余玩家输分。</translation>
    </message>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>单张</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Trio</source>
        <translation>三张</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三张</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>Pair straight</source>
        <translation>连对</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>炸弹</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <source>Starship</source>
        <translation>星舰</translation>
    </message>
    <message>
        <source>Lone boat</source>
        <translation>孤舟</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>无人机</translation>
    </message>
    <message>
        <source>Super drone</source>
        <translation>超级无人机</translation>
    </message>
    <message>
        <source>Spaceship</source>
        <translation>飞船</translation>
    </message>
    <message>
        <source>Trio with a single</source>
        <translation>三带一</translation>
    </message>
    <message>
        <source>Trio with a pair</source>
        <translation>三带对</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>飞机</translation>
    </message>
    <message>
        <source>Plane with singles</source>
        <translation>飞机带单</translation>
    </message>
    <message>
        <source>Plane with pairs</source>
        <translation>飞机带对</translation>
    </message>
    <message>
        <source>Four with two singles</source>
        <translation>四带二</translation>
    </message>
    <message>
        <source>Four with two pairs</source>
        <translation>四带两对</translation>
    </message>
    <message>
        <source>Soft bomb</source>
        <translation>软炸弹</translation>
    </message>
    <message>
        <source>Wild bomb</source>
        <translation>癞子炸弹</translation>
    </message>
    <message>
        <source>Joker rocket</source>
        <translation>王炸</translation>
    </message>
    <message>
        <source>Tractor</source>
        <translation>拖拉机</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>甩牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>垫牌</translation>
    </message>
    <message>
        <source>Hydrogen bomb</source>
        <translation>氢弹</translation>
    </message>
    <message>
        <source>Triple with a pair</source>
        <translation>三带对</translation>
    </message>
    <message>
        <source>Triple with two</source>
        <translation>三带二</translation>
    </message>
    <message>
        <source>Triple with one</source>
        <translation>三带一</translation>
    </message>
    <message>
        <source>Triple straight</source>
        <translation>三顺</translation>
    </message>
    <message>
        <source>Four with one</source>
        <translation>四带一</translation>
    </message>
    <message>
        <source>Four with three</source>
        <translation>四带三</translation>
    </message>
    <message>
        <source>Plane of triples with pairs</source>
        <translation>飞机（三带对）</translation>
    </message>
    <message>
        <source>Plane of fours with one</source>
        <translation>飞机（四带一）</translation>
    </message>
    <message>
        <source>{combo} with singles</source>
        <extracomment>the names of the combination types: desktop_app.engine.combo_names (the explanations use them too)</extracomment>
        <translation>{combo}带单</translation>
    </message>
    <message>
        <source>{combo} with pairs</source>
        <translation>{combo}带对</translation>
    </message>
    <message>
        <source>{combo} with a single</source>
        <extracomment>the same with one kicker</extracomment>
        <translation>{combo}带单</translation>
    </message>
    <message>
        <source>{combo} with a pair</source>
        <translation>{combo}带对</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>types that are one fixed set of cards: named without a rank (斗地主&apos;s rocket: both jokers) punctuation that ends a Chinese sentence: the next one follows without a space</extracomment>
        <translation>1 张</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 张</translation>
    </message>
    <message>
        <source>Knife {combo}</source>
        <translation>刀{combo}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>{combo} ×{n} ({low}–{high})</source>
        <translation>{combo}×{n}（{low}–{high}）</translation>
    </message>
    <message>
        <source>{combo}, {cards}</source>
        <translation>{combo}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ×{n}, {low}–{high}</source>
        <translation>{combo}×{n}，{low}–{high}</translation>
    </message>
    <message>
        <source>That is not possible.</source>
        <translation>不能这样做。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>不允许这样出牌。</translation>
    </message>
    <message>
        <source>Those cards cannot be played now.</source>
        <translation>现在不能出这些牌。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <source>That is not possible at this stage of the game.</source>
        <translation>牌局的这个阶段不能这样做。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局结束。</translation>
    </message>
    <message>
        <source>A rule option has a value the game does not accept.</source>
        <translation>有一个规则选项的值不被接受。</translation>
    </message>
    <message>
        <source>The saved game cannot be read.</source>
        <translation>无法读取保存的牌局。</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of the app.</source>
        <translation>保存的牌局来自更新版本的程序。</translation>
    </message>
    <message>
        <source>That move is not understood.</source>
        <translation>无法识别这个操作。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>没有这个座位。</translation>
    </message>
    <message>
        <source>This game cannot be played with {players} players.</source>
        <translation>这个游戏不能 {players} 人玩。</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>你手里没有这些牌。</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>请先选择要出的牌。</translation>
    </message>
    <message>
        <source>These cards are not a combination.</source>
        <translation>这些牌不成牌型。</translation>
    </message>
    <message>
        <source>This does not beat the play on the table.</source>
        <translation>压不过桌面上的牌。</translation>
    </message>
    <message>
        <source>You must play the same kind of combination.</source>
        <translation>必须出相同的牌型。</translation>
    </message>
    <message>
        <source>You must play as many cards as the play on the table.</source>
        <translation>必须出与桌面相同张数的牌。</translation>
    </message>
    <message>
        <source>You lead this trick: you cannot pass.</source>
        <translation>这一墩由你先出：不能不出。</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>现在不能不出。</translation>
    </message>
    <message>
        <source>You can beat the play on the table, so you must play.</source>
        <translation>你能压过桌面的牌，必须出牌。</translation>
    </message>
    <message>
        <source>The next player has one card left: play your highest single.</source>
        <translation>下家报单：出单张必须出最大的。</translation>
    </message>
    <message>
        <source>You must follow the suit that was led.</source>
        <translation>必须跟首家出的花色。</translation>
    </message>
    <message>
        <source>You must follow pairs with pairs while you can.</source>
        <translation>有对子时必须跟对子。</translation>
    </message>
    <message>
        <source>Play as many cards as were led.</source>
        <translation>出牌张数必须与首家相同。</translation>
    </message>
    <message>
        <source>The throw fails: another player holds a higher combination.</source>
        <translation>甩牌失败：其他玩家有更大的牌。</translation>
    </message>
    <message>
        <source>A throw must be of one plain suit.</source>
        <translation>甩牌必须是同一门副牌。</translation>
    </message>
    <message>
        <source>That bid is too low.</source>
        <translation>叫分太低。</translation>
    </message>
    <message>
        <source>That bid is too high.</source>
        <translation>叫分太高。</translation>
    </message>
    <message>
        <source>That is not a valid bid.</source>
        <translation>这不是有效的叫分。</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>这不是一种花色。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards ({selected} chosen).</source>
        <translation>必须正好埋 {count} 张牌（现在选了 {selected} 张）。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards.</source>
        <translation>必须埋 {count} 张牌。</translation>
    </message>
    <message>
        <source>A joker cannot be played with knife (刀) cards.</source>
        <translation>王不能和刀牌一起出。</translation>
    </message>
    <message>
        <source>Now only a play that empties your hand is allowed.</source>
        <translation>现在只能出一手出完手牌的牌。</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>这位玩家已经出局。</translation>
    </message>
    <message>
        <source>The cards cannot be read that way.</source>
        <translation>这些牌不能按这种牌型出。</translation>
    </message>
    <message>
        <source>Pass the mouse to the next player first.</source>
        <translation>请先把鼠标交给下一位玩家。</translation>
    </message>
    <message>
        <source>That seat is played by a bot.</source>
        <translation>这个座位由电脑控制。</translation>
    </message>
    <message>
        <source>That seat is not played at this computer.</source>
        <translation>这个座位不在这台电脑上操作。</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>没有正在进行的牌局。</translation>
    </message>
    <message>
        <source>That dispute cannot be raised or decided as asked.</source>
        <translation>该仲裁无法按此提出或裁决。</translation>
    </message>
    <message>
        <source>There is no open dispute of that number.</source>
        <translation>没有该编号的待裁仲裁。</translation>
    </message>
    <message>
        <source>That dispute has been decided already.</source>
        <translation>该仲裁已经裁决。</translation>
    </message>
    <message>
        <source>That move is for another seat.</source>
        <translation>这个操作属于另一个座位。</translation>
    </message>
    <message>
        <source>That bid is not allowed now.</source>
        <translation>现在不能叫这个分。</translation>
    </message>
    <message>
        <source>That is not a suit you can choose as trumps.</source>
        <translation>不能选这门花色做主。</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>不能这样选择。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同一张牌出现了两次。</translation>
    </message>
    <message>
        <source>A combination must be of one suit.</source>
        <translation>牌型必须是同一花色。</translation>
    </message>
    <message>
        <source>Trumps cannot be thrown together.</source>
        <translation>主牌不能甩。</translation>
    </message>
    <message>
        <source>This move takes no cards.</source>
        <translation>这个操作不需要选牌。</translation>
    </message>
    <message>
        <source>That move is not part of this game.</source>
        <translation>这个游戏没有这种操作。</translation>
    </message>
    <message>
        <source>There is no such combination.</source>
        <translation>没有这种牌型。</translation>
    </message>
    <message>
        <source>That is not available now.</source>
        <translation>现在不可用。</translation>
    </message>
    <message>
        <source>Bids go in steps of {step}: {amount} is not one.</source>
        <translation>叫分须以 {step} 为单位：{amount} 不行。</translation>
    </message>
    <message>
        <source>These cards cannot be played as that combination.</source>
        <translation>这些牌不能按这种牌型出。</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>本局还没有结束。</translation>
    </message>
    <message>
        <source>What this game carries over from the one before is not valid.</source>
        <translation>本局从上一局沿用的数据无效。</translation>
    </message>
    <message>
        <source>The game&apos;s state needed for this check is missing.</source>
        <translation>缺少这项检查所需的牌局状态。</translation>
    </message>
    <message>
        <source>That deal is not valid.</source>
        <translation>这次发牌无效。</translation>
    </message>
    <message>
        <source>This game cannot be played by that many players.</source>
        <translation>这个游戏不能由这么多人玩。</translation>
    </message>
    <message>
        <source>The message from the other computer is not valid.</source>
        <translation>另一台电脑发来的消息无效。</translation>
    </message>
    <message>
        <source>That hand holds more cards than this game deals.</source>
        <translation>这手牌比这个游戏发的牌还多。</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s pack.</source>
        <translation>这张牌不在这个游戏的牌中。</translation>
    </message>
    <message>
        <source>This game&apos;s pack does not hold that many copies of a card.</source>
        <translation>这个游戏的牌中没有这么多张同样的牌。</translation>
    </message>
    <message>
        <source>That seat is not played from another computer.</source>
        <translation>这个座位不是由另一台电脑操作的。</translation>
    </message>
    <message>
        <source>A spectator cannot make moves.</source>
        <translation>旁观者不能出牌。</translation>
    </message>
    <message>
        <source>That seat is not yours in this room.</source>
        <translation>这个座位在本房间里不属于你。</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>消息太多：请稍等片刻。</translation>
    </message>
    <message>
        <source>The host could not handle that move.</source>
        <translation>主机无法处理这一步。</translation>
    </message>
    <message>
        <source>The host could not read that move.</source>
        <translation>主机无法读取这一步。</translation>
    </message>
    <message>
        <source>That is not possible at this table now.</source>
        <translation>现在牌桌上不能这样做。</translation>
    </message>
    <message>
        <source>The next player has one card left: you must beat the single.</source>
        <translation>下家报单：必须压过这张单牌。</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>不允许：{reason}。</translation>
    </message>
    <message>
        <source>A {play} cannot follow a {top}.</source>
        <translation>{play}不能跟{top}。</translation>
    </message>
    <message>
        <source>On the table: {play}.</source>
        <translation>桌面上：{play}。</translation>
    </message>
    <message>
        <source>Lottery</source>
        <extracomment>the types that beat other kinds (bombs) in each game: a refusal of one is &quot;does not beat&quot;</extracomment>
        <translation>抽签</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>Show cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Calling the landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grabbing the landlord</source>
        <translation>抢地主</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Burying cards</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Show cards before the deal</source>
        <translation>明牌开始</translation>
    </message>
    <message>
        <source>Grab the earth</source>
        <translation>抢地</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>牌局结束</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>抢地主</translation>
    </message>
    <message>
        <source>Choose trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>No bid</source>
        <extracomment>games whose only pass is declining to bid (红五&apos;s 叫分: &quot;不叫&quot;, not a play&apos;s &quot;不出&quot;)</extracomment>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation>逃跑</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>地牌</translation>
    </message>
    <message>
        <source>Grabbed the earth</source>
        <translation>抢地</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>人牌</translation>
    </message>
    <message>
        <source>Landlord won</source>
        <translation>地主胜</translation>
    </message>
    <message>
        <source>Landlord lost</source>
        <translation>地主负</translation>
    </message>
    <message>
        <source>Opponent escaped</source>
        <translation>对手逃跑</translation>
    </message>
    <message>
        <source>Partner escaped</source>
        <translation>同伴逃跑</translation>
    </message>
    <message>
        <source>Peasants won</source>
        <translation>农民胜</translation>
    </message>
    <message>
        <source>Peasants lost</source>
        <translation>农民负</translation>
    </message>
    <message>
        <source>{combo}: {suit}, {cards}</source>
        <translation>{combo}：{suit}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ({cards})</source>
        <extracomment>types whose size is a card count of one rank (bombs): named &quot;rank&quot; or &quot;rank×count&quot; types named by their range only (&quot;Straight 5–K&quot;): the length is implied doudizhu&apos;s planes with kickers are named as a plane plus the kicker (&quot;plane ×2 (8–9) with pairs&quot;)</extracomment>
        <translation>{combo}（{cards}）</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>上游</translation>
    </message>
    <message>
        <source>Last out</source>
        <translation>下游</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>地主</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>农民</translation>
    </message>
    <message>
        <source>Dealer won</source>
        <translation>庄家胜</translation>
    </message>
    <message>
        <source>Dealer lost</source>
        <translation>庄家负</translation>
    </message>
    <message>
        <source>Defenders won</source>
        <translation>闲家胜</translation>
    </message>
    <message>
        <source>Defenders lost</source>
        <translation>闲家负</translation>
    </message>
    <message>
        <source>Double clip</source>
        <translation>双夹</translation>
    </message>
    <message>
        <source>Won by double clip</source>
        <translation>双夹胜</translation>
    </message>
    <message>
        <source>Lost by double clip</source>
        <translation>被双夹</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>Big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>Won by walkover</source>
        <translation>不战而胜</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>获得补偿</translation>
    </message>
    <message>
        <source>Mars carrier</source>
        <translation>火星航母</translation>
    </message>
    <message>
        <source>UFO</source>
        <translation>UFO</translation>
    </message>
    <message>
        <source>Starlink</source>
        <translation>星链</translation>
    </message>
    <message>
        <source>banker&apos;s sky (庄家天牌), ×1</source>
        <extracomment>天牌 classes (engine.tiandiren.scoring.SKY_CLASSES) and their multipliers</extracomment>
        <translation>庄家天牌 ×1</translation>
    </message>
    <message>
        <source>non-banker&apos;s sky (非庄家天牌), ×0.7</source>
        <translation>非庄家天牌 ×0.7</translation>
    </message>
    <message>
        <source>grabbed sky (抢天), ×0.9</source>
        <translation>抢天 ×0.9</translation>
    </message>
    <message>
        <source>{kinds} (double sky)</source>
        <translation>{kinds}（双天牌）</translation>
    </message>
    <message>
        <source>Lv {n} · {name}</source>
        <translation>{n}级 · {name}</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>首发</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>甲队</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>乙队</translation>
    </message>
    <message>
        <source>Relay {n}</source>
        <translation>接风 {n}</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>报单！</translation>
    </message>
    <message>
        <source>Strict shapes (same number of groups and kickers to beat)</source>
        <extracomment>Names of the room options an explanation cites (the new-game dialog&apos;s labels).</extracomment>
        <translation>严格牌型（组数与带牌须相同才能压）</translation>
    </message>
    <message>
        <source>Classic game (no wild cards, no showing)</source>
        <translation>经典玩法（无癞子、无明牌）</translation>
    </message>
    <message>
        <source>Spring doubles the stake</source>
        <translation>春天翻倍</translation>
    </message>
    <message>
        <source>Room stake</source>
        <translation>房间底注</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>初始金币</translation>
    </message>
    <message>
        <source>Allow showing cards</source>
        <translation>允许明牌</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>癞子</translation>
    </message>
    <message>
        <source>Pairs must follow pairs</source>
        <translation>对子必须跟对子</translation>
    </message>
    <message>
        <source>Kitty points doubled for the defenders</source>
        <translation>闲家抠底分数翻倍</translation>
    </message>
    <message>
        <source>Penalty per captured heart five</source>
        <translation>每个被抓的红桃5扣分</translation>
    </message>
    <message>
        <source>Base score</source>
        <translation>底分</translation>
    </message>
    <message>
        <source>Seconds to choose trumps</source>
        <translation>定主限时（秒）</translation>
    </message>
    <message>
        <source>Triple with any two cards</source>
        <translation>三带二不分对和散</translation>
    </message>
    <message>
        <source>2 may start a sequence (2-3-4)</source>
        <translation>取消2不3连（2-3-4 可连）</translation>
    </message>
    <message>
        <source>The previous winner leads</source>
        <translation>赢家先出</translation>
    </message>
    <message>
        <source>Must play when able to beat</source>
        <translation>能压必压</translation>
    </message>
    <message>
        <source>Highest single against a last card</source>
        <translation>报单必顶</translation>
    </message>
    <message>
        <source>Hint only when a beating play exists</source>
        <translation>有牌可压时才提示</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分方式</translation>
    </message>
    <message>
        <source>Bomb bonus</source>
        <translation>炸弹奖励</translation>
    </message>
    <message>
        <source>Double clip below this many points</source>
        <translation>双夹分数线</translation>
    </message>
    <message>
        <source>Stake for a win</source>
        <translation>胜局得分</translation>
    </message>
    <message>
        <source>Stake for a double clip</source>
        <translation>双夹得分</translation>
    </message>
    <message>
        <source>Escape bonus to each opponent</source>
        <translation>逃跑时每个对手得分</translation>
    </message>
    <message>
        <source>Tricks before the escape bonus is paid</source>
        <translation>逃跑奖励所需墩数</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Jokers may be kickers</source>
        <translation>王可以作带牌</translation>
    </message>
    <message>
        <source>By cards left</source>
        <translation>按剩余张数</translation>
    </message>
    <message>
        <source>By finishing rank</source>
        <translation>按名次</translation>
    </message>
    <message>
        <source>Wild cards and showing</source>
        <translation>癞子与明牌</translation>
    </message>
    <message>
        <source>Classic (no wild cards)</source>
        <translation>经典（无癞子）</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>梅</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>兰</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>竹</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>Games whose rules name the seats otherwise: for each seat, its index in DEFAULT_SEAT_NAMES. 原子&apos;s seed numbers the places 东 1, 南 2, 西 3, 北 0 and the engine seats each player at the place of its number (seat 0 = 北 North, 1 = 东 East, ...). Games that play clockwise but name their places like a mahjong table: 东 at the bottom, then 南, 西, 北 (then 梅, 兰, 竹, 菊) counter-clockwise round the table, so 南 sits at 东&apos;s right. Play (clockwise, the seed&apos;s 顺时针) then goes 东, 北, 西, 南. The default names in the languages the app speaks (an earlier game&apos;s names, saved in another language, are still known as defaults): the store&apos;s table, which the history&apos;s name search uses too.</extracomment>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>Yuanzi</name>
    <message>
        <source>The half is over.</source>
        <extracomment>原子&apos;s halves (上半局 / 下半局, the seed&apos;s word; not a match&apos;s 半场)</extracomment>
        <translation>半局结束。</translation>
    </message>
    <message>
        <source>A half starts.</source>
        <translation>半局开始。</translation>
    </message>
    <message>
        <source>Escape penalty in the first half</source>
        <extracomment>原子&apos;s options that name a half (上半局 / 下半局, the seed&apos;s word)</extracomment>
        <translation>上半局逃跑罚分</translation>
    </message>
    <message>
        <source>Escape penalty in the second half</source>
        <translation>下半局逃跑罚分</translation>
    </message>
    <message>
        <source>First half</source>
        <extracomment>原子&apos;s halves: the seed&apos;s word is 上半局 / 下半局, never a match&apos;s 上半场</extracomment>
        <translation>上半局</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>下半局</translation>
    </message>
</context>
<context>
    <name>_RoomDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
</context>
</TS>
