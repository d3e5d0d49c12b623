/** What the storage calls (browser uploads, signed links) answer in Chinese. */
export const StorageMessages = {
  DIRECT_UPLOAD_LOCAL:
    '当前使用服务器本地存储，不支持浏览器直传，请使用“上传文件”按钮通过服务器上传',
  UPLOAD_TYPE_UNSUPPORTED:
    '不支持这种文件，请上传 PNG、JPG、WebP、GIF 图片，MP3、WAV、OGG、M4A 音频或 MP4、WebM 视频',
  UPLOAD_TOO_LARGE: '文件太大了，{kind}不能超过{max}MB',
  UPLOAD_REFUSED_BY_STORE: '文件没有上传成功，请检查文件的类型和大小后重试',
  UPLOAD_NOT_FOUND: '没有找到上传的文件，可能已过期，请重新上传',
  UPLOAD_NOT_YOURS: '只能提交你自己上传的文件',
  BUCKET_UNKNOWN: '存储桶不存在',
  LINK_EXPIRY_INVALID: '链接有效期不正确，请设置1分钟到7天之间',
  FILE_NOT_FOUND: '文件不存在或你无权访问',
  STORAGE_UNAVAILABLE: '文件存储暂时不可用，请稍后再试',
} as const;
