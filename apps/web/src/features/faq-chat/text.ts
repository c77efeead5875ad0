/** Interface text of the FAQ chatbot (智能客服) dialog. */
export const chatText = {
  title: '智能客服',
  subtitle: '7×24小时在线，为您解答常见问题',
  greeting:
    '您好，我是5G专网运营平台智能客服，可以为您解答产品、订购、物联网卡、资费和控制台使用等问题。请直接输入您的问题，或点击下方的热门问题。',
  hot: '热门问题',
  related: (question: string) => `为您找到相关问题：${question}`,
  thinking: '正在为您查找答案…',
  failed: '抱歉，服务暂时繁忙，请稍后再试。',
  placeholder: '请输入您的问题，按 Enter 发送，Shift + Enter 换行',
  placeholderShort: '请输入您的问题',
  inputLabel: '输入您的问题',
  send: '发送',
  log: '对话记录',
  you: '我',
  bot: '智能客服',
};
